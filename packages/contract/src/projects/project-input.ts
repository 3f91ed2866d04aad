import { z } from 'zod';

import { LIMITS } from '../constants.js';
import { requiredText } from '../fields.js';

/** Name, description and category: all required, bounded as 000 §5 says. */
export const projectFields = {
  name: requiredText('Name', LIMITS.projectNameMax),
  description: requiredText('Description', LIMITS.projectDescriptionMax),
  category_id: z.number({ error: 'Category is required' }).int('Category is invalid').positive('Category is required'),
  /** The workspace's id (the user's `business.subscription.business_id`), sent as an integer (000 §5). */
  business_id: z
    .number({ error: 'Workspace is required' })
    .int('Workspace is invalid')
    .positive('Workspace is invalid'),
};

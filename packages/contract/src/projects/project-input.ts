import { z } from 'zod';

import { LIMITS } from '../constants.js';
import { idField, MAX_ID, requiredText } from '../fields.js';

/** Name, description and category: all required, bounded as docs/product.md § Creating a project says. */
export const projectFields = {
  name: requiredText('Name', LIMITS.projectNameMax),
  description: requiredText('Description', LIMITS.projectDescriptionMax),
  // 0 is the form's "nothing chosen", hence "required" for it (kept from the form's own wording).
  category_id: z
    .number({ error: 'Category is required' })
    .int('Category is invalid')
    .positive('Category is required')
    .max(MAX_ID, 'Category is invalid'),
  /** The workspace's id (the user's `business.subscription.business_id`), sent as an integer (docs/product.md § Creating a project). */
  business_id: idField('Workspace'),
};

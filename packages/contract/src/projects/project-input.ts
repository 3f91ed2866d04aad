import { LIMITS } from '../constants.js';
import { idField, requiredText } from '../fields.js';

/** Name, description and category: all required, bounded as 000 §5 says. */
export const projectFields = {
  name: requiredText('Name', LIMITS.projectNameMax),
  description: requiredText('Description', LIMITS.projectDescriptionMax),
  category_id: idField('Category'),
  /** The workspace's id (the user's `business.subscription.business_id`), sent as an integer (000 §5). */
  business_id: idField('Workspace'),
};

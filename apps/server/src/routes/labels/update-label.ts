import { updateLabelRoute } from '@aerie/contract';

import { loadManagedLabel } from '../../modules/tasks/labels/label-access.js';
import { updateLabel } from '../../modules/tasks/labels/update-label.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateLabelRoute, async ({ params, body, session, ctx }) => {
  const { label } = await loadManagedLabel(ctx.db, session.user.id, params.id);
  const updated = await updateLabel(ctx.db, label, body);
  return { success: true as const, message: 'Label updated.', data: updated };
});

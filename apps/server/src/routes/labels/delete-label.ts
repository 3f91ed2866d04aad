import { deleteLabelRoute } from '@aerie/contract';

import { deleteLabel } from '../../modules/tasks/labels/delete-label.js';
import { loadManagedLabel } from '../../modules/tasks/labels/label-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteLabelRoute, async ({ params, session, ctx }) => {
  const { label } = await loadManagedLabel(ctx.db, session.user.id, params.id);
  await deleteLabel(ctx.db, label.id);
  return ok('Label deleted.');
});

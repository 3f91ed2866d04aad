import { setTaskLabelsRoute } from '@aerie/contract';

import { setTaskLabels } from '../../modules/tasks/labels/set-task-labels.js';
import { loadVisibleTask } from '../../modules/tasks/task-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(setTaskLabelsRoute, async ({ params, body, session, ctx }) => {
  // Putting labels on a card is working on the board: any member may (docs/product.md § Labels).
  const { task } = await loadVisibleTask(ctx.db, session.user.id, params.id);
  const updated = await setTaskLabels(ctx.db, task, body.label_ids);
  return { success: true as const, message: 'Labels updated.', data: updated };
});

import { listLabelsRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { listLabels } from '../../modules/tasks/labels/label-queries.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listLabelsRoute, async ({ params, session, ctx }) => {
  // Every member sees the labels, guests included (docs/product.md § Labels).
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.uid });
  return { success: true as const, data: await listLabels(ctx.db, project.id) };
});

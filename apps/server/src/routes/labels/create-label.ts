import { createLabelRoute } from '@aerie/contract';

import { createLabel } from '../../modules/tasks/labels/create-label.js';
import { loadLabelManagerProject } from '../../modules/tasks/labels/label-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createLabelRoute, async ({ params, body, session, ctx }) => {
  const { project } = await loadLabelManagerProject(ctx.db, session.user.id, { uid: params.uid });
  const label = await createLabel(ctx.db, project.id, body);
  return { success: true as const, message: 'Label created.', data: label };
});

import { updateTaskKeyPrefixRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { updateTaskKeyPrefix } from '../../modules/tasks/update-task-key-prefix.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateTaskKeyPrefixRoute, async ({ params, body, session, ctx }) => {
  const { project, projectRole } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.uid });
  // Members see the board and its keys, so a role below maintainer hears why (403), not that it is missing.
  assertRoleMay(projectRole, 'change task keys');
  const prefix = await updateTaskKeyPrefix(ctx.db, project.id, body.prefix);
  return { success: true as const, message: 'Task key prefix updated.', data: { prefix } };
});

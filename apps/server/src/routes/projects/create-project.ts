import { createProjectRoute } from '@aerie/contract';

import { createProject } from '../../modules/projects/create-project.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createProjectRoute, async ({ body, session, ctx }) => {
  // `business_id` is the workspace's id (docs/product.md § Creating a project); a workspace the caller is not in
  // answers 404.
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { id: body.business_id });
  // The plan limit is checked by createProject, under the lock that makes the count true.
  const project = await createProject(ctx, { ownerId: session.user.id, workspaceId: workspace.id, fields: body });
  return { success: true as const, message: 'Project created.', data: project };
});

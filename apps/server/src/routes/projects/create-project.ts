import { createProjectRoute } from '@aerie/contract';

import { assertWithinPlan } from '../../modules/billing/plan-limits.js';
import { createProject } from '../../modules/projects/create-project.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createProjectRoute, async ({ body, session, ctx }) => {
  // `business_id` is the workspace's id (000 §5); a workspace the caller is not in answers 404.
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { id: body.business_id });
  await assertWithinPlan(ctx.db, workspace, 'projects');
  const project = await createProject(ctx.db, { ownerId: session.user.id, workspaceId: workspace.id, fields: body });
  return { success: true as const, message: 'Project created.', data: project };
});

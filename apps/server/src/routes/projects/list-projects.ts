import { listProjectsRoute } from '@aerie/contract';

import { listProjects } from '../../modules/projects/list-projects.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listProjectsRoute, async ({ params, query, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  const page = await listProjects(ctx.db, workspace.id, { page: query.page, perPage: query.per_page });
  return { success: true as const, ...page };
});

import { deleteProjectRoute, MESSAGES } from '@aerie/contract';

import { deleteProject } from '../../modules/projects/delete-project.js';
import { assertProjectOwner, loadVisibleProject } from '../../modules/projects/project-access.js';
import { notFound } from '../../errors.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(deleteProjectRoute, async ({ params, session, ctx }) => {
  const { project, workspace } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.uid });
  // The path names the workspace too (docs/product.md § Workspace and project calls); a project is not found under
  // another workspace's slug.
  if (workspace.slug !== params.slug) throw notFound('The project');
  assertProjectOwner(project, session.user.id, 'delete');
  // Aerie Git's directories and the pilots' cloud servers go once the rows are gone, through the
  // `project.deleted` event (a failure there leaves files or a server to clean up, never dangling rows).
  await deleteProject(ctx, project.id, session.user.id);
  return ok(MESSAGES.projectDeleted);
});

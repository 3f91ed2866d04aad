import { createWebsiteRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { createWebsite } from '../../modules/websites/create-website.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(createWebsiteRoute, async ({ body, session, ctx }) => {
  // Anyone who sees the project may build its sites.
  const { project, projectRole } = await loadVisibleProject(ctx.db, session.user.id, { uid: body.project_uid });
  assertRoleMay(projectRole, 'edit and publish sites');
  const website = await createWebsite(ctx.db, ctx.config, {
    project,
    template: body.template,
    name: body.name,
    creatorId: session.user.id,
  });
  return { success: true as const, message: 'Website created.', data: website };
});

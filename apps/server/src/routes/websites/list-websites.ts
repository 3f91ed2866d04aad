import { listWebsitesRoute } from '@aerie/contract';

import { loadVisibleProject } from '../../modules/projects/project-access.js';
import { listWebsites } from '../../modules/websites/list-websites.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listWebsitesRoute, async ({ params, query, session, ctx }) => {
  // `getsite/{id}` names the project by its uid (docs/product.md § Builder host calls).
  const { project } = await loadVisibleProject(ctx.db, session.user.id, { uid: params.id });
  return { success: true as const, data: await listWebsites(ctx.db, ctx.config.sites, project, query.page) };
});

import { saveWebsiteContentRoute } from '@aerie/contract';

import { saveWebsiteContent } from '../../modules/websites/save-website-content.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(saveWebsiteContentRoute, async ({ params, body, session, ctx }) => {
  const { website, projectRole } = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(projectRole, 'edit and publish sites');
  const saved = await saveWebsiteContent(ctx.db, {
    websiteId: website.id,
    fromRevision: body.revision,
    projectData: body.project_data,
    userId: session.user.id,
  });
  return { success: true as const, message: 'Changes saved.', data: saved };
});

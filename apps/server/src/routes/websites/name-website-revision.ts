import { nameWebsiteRevisionRoute } from '@aerie/contract';

import { nameWebsiteRevision } from '../../modules/websites/name-website-revision.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(nameWebsiteRevisionRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  const revision = await nameWebsiteRevision(ctx.db, visible, { revision: params.restore, name: body.name });
  const message = revision.name === null ? `Revision ${revision.revision} has no name now.` : 'Revision named.';
  return { success: true as const, message, data: revision };
});

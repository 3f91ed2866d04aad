import { uploadWebsiteImageRoute } from '@aerie/contract';

import { uploadWebsiteImage } from '../../modules/websites/upload-website-image.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(uploadWebsiteImageRoute, async ({ params, body, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  assertRoleMay(visible.projectRole, 'edit and publish sites');
  return { success: true as const, data: await uploadWebsiteImage(ctx, visible, body.image) };
});

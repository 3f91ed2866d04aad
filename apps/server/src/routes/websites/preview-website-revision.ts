import { previewWebsiteRevisionRoute } from '@aerie/contract';

import { revisionPreviewUrl } from '../../modules/websites/revision-preview/revision-preview-url.js';
import { loadVisibleWebsite } from '../../modules/websites/website-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(previewWebsiteRevisionRoute, async ({ params, session, ctx }) => {
  const visible = await loadVisibleWebsite(ctx.db, session.user.id, params.uuid);
  return { success: true as const, data: { url: await revisionPreviewUrl(ctx, visible, params.restore) } };
});

import { getPlatformConfigRoute } from '@aerie/contract';

import { getPlatformConfig } from '../../modules/integrations/platform-config.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getPlatformConfigRoute, async ({ params, query, session, ctx }) => {
  // The state is bound to a workspace the caller is in; any other answers 404.
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { id: query.business_id });
  const data = await getPlatformConfig(ctx, {
    platform: params.slug,
    workspaceId: workspace.id,
    sessionId: session.sessionId,
  });
  return { success: true as const, data };
});

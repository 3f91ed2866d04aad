import { GIT_PLATFORM_NAMES, integratePlatformRoute, REPOSITORY_MESSAGES } from '@aerie/contract';

import { integratePlatform } from '../../modules/integrations/integrate-platform.js';

import { assertRoleMay, assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(integratePlatformRoute, async ({ body, session, ctx }) => {
  const { workspace, role } = await assertWorkspaceMember(ctx.db, session.user.id, { id: body.business_id });
  assertRoleMay(role, 'manage repositories');
  await integratePlatform(ctx, {
    platform: body.platform,
    workspaceId: workspace.id,
    sessionId: session.sessionId,
    userId: session.user.id,
    code: body.code,
    state: body.state,
  });
  return ok(REPOSITORY_MESSAGES.integrated(GIT_PLATFORM_NAMES[body.platform]));
});

import { GIT_PLATFORM_NAMES, REPOSITORY_MESSAGES, revokeIntegrationRoute } from '@aerie/contract';

import { revokeIntegration } from '../../modules/integrations/revoke-integration.js';

import { assertRoleMay, assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(revokeIntegrationRoute, async ({ params, session, ctx }) => {
  const { workspace, role } = await assertWorkspaceMember(ctx.db, session.user.id, { slug: params.slug });
  assertRoleMay(role, 'manage repositories');
  await revokeIntegration(ctx, workspace.id, params.platform);
  return ok(REPOSITORY_MESSAGES.revoked(GIT_PLATFORM_NAMES[params.platform]));
});

import { listIntegrationsRoute } from '@aerie/contract';

import { listIntegrations } from '../../modules/integrations/list-integrations.js';
import { assertWorkspaceMember } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listIntegrationsRoute, async ({ params, session, ctx }) => {
  const { workspace } = await assertWorkspaceMember(ctx.db, session.user.id, { id: params.id });
  return { success: true as const, data: await listIntegrations(ctx, workspace.id) };
});

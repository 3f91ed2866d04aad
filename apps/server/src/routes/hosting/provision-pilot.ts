import { provisionPilotRoute } from '@aerie/contract';

import { pilotView } from '../../modules/hosting/pilot-view.js';
import { provisionPilot } from '../../modules/hosting/provision-pilot.js';
import { loadVisibleServer } from '../../modules/hosting/server-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(provisionPilotRoute, async ({ params, session, ctx }) => {
  const { server, projectRole } = await loadVisibleServer(ctx.db, session.user.id, { pilotId: params.id }, 'The pilot');
  assertRoleMay(projectRole, 'manage servers');
  const { pilot, message } = await provisionPilot(ctx, server, session.user.id);
  return { success: true as const, message, data: await pilotView(ctx.db, pilot) };
});

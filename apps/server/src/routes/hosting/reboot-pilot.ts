import { rebootPilotRoute } from '@aerie/contract';

import { actOnPilot } from '../../modules/hosting/pilot-power.js';
import { pilotView } from '../../modules/hosting/pilot-view.js';
import { loadVisibleServer } from '../../modules/hosting/server-access.js';

import { assertRoleMay } from '../../modules/workspaces/workspace-access.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(rebootPilotRoute, async ({ params, session, ctx }) => {
  const { server, projectRole } = await loadVisibleServer(ctx.db, session.user.id, { pilotId: params.id }, 'The pilot');
  assertRoleMay(projectRole, 'manage servers');
  const { pilot, message } = await actOnPilot(ctx, server, session.user.id, 'reboot');
  return { success: true as const, message, data: await pilotView(ctx.db, pilot) };
});

import { cancelPilotRoute } from '@aerie/contract';

import { cancelPilot } from '../../modules/hosting/cancel-pilot.js';
import { loadVisibleServer } from '../../modules/hosting/server-access.js';
import { forbidden } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(cancelPilotRoute, async ({ params, session, ctx }) => {
  const { role, server } = await loadVisibleServer(ctx.db, session.user.id, { pilotId: params.id }, 'The pilot');
  // Whoever pays for the pilot decides whether it goes on: the workspace owner (as renew-pilot).
  if (role !== 'owner') throw forbidden('Only the workspace owner can cancel a pilot.');
  return { success: true as const, ...(await cancelPilot(ctx, server, session.user.id)) };
});

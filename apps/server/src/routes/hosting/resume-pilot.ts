import { resumePilotRoute } from '@aerie/contract';

import { resumePilot } from '../../modules/hosting/cancel-pilot.js';
import { loadVisibleServer } from '../../modules/hosting/server-access.js';
import { forbidden } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(resumePilotRoute, async ({ params, session, ctx }) => {
  const { role, server } = await loadVisibleServer(ctx.db, session.user.id, { pilotId: params.id }, 'The pilot');
  // As cancelling: the workspace owner's, who pays for the pilot.
  if (role !== 'owner') throw forbidden('Only the workspace owner can keep a cancelled pilot.');
  return { success: true as const, ...(await resumePilot(ctx, server, session.user.id)) };
});

import { createPilotRoute } from '@aerie/contract';

import { findPaidPilot } from '../../modules/hosting/find-paid-pilot.js';
import { pilotView } from '../../modules/hosting/pilot-view.js';
import { defineHandler } from '../define-handler.js';

// The settlement created the pilot (once); this call hands the payment return page its pilot_id.
export default defineHandler(createPilotRoute, async ({ body, session, ctx }) => {
  const pilot = await findPaidPilot(ctx.db, session.user.id, body.reference);
  return { success: true as const, message: 'Pilot created.', data: await pilotView(ctx.db, pilot) };
});

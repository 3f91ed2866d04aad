import { renewPilotRoute } from '@aerie/contract';

import { initializeRateLimits } from '../../modules/billing/billing-rate-limits.js';
import { renewPilot } from '../../modules/hosting/renew-pilot.js';
import { loadVisibleServer } from '../../modules/hosting/server-access.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { forbidden } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(renewPilotRoute, async ({ body, session, request, ctx }) => {
  await hitRateLimit(ctx, initializeRateLimits(session.user.id, request.ip));
  const { workspace, role, server } = await loadVisibleServer(
    ctx.db,
    session.user.id,
    { pilotId: body.pilot_id },
    'The pilot',
  );
  // Like every purchase, the workspace's bill is its owner's to add to (transactions/initialize).
  if (role !== 'owner') throw forbidden('Only the workspace owner can pay for a pilot.');
  const data = await renewPilot(ctx, { userId: session.user.id, workspace, pilot: server });
  return { success: true as const, message: 'Payment initialized.', data };
});

import { startCardSetupRoute } from '@aerie/contract';

import { assertCanHire } from '../../modules/experts/hire-access.js';
import { tokenizeRateLimits } from '../../modules/experts/expert-rate-limits.js';
import { startCardSetup } from '../../modules/experts/start-card-setup.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(startCardSetupRoute, async ({ body, session, request, ctx }) => {
  const workspace = await assertCanHire(ctx.db, session.user.id, body.business_id);
  // Each setup may ask Stripe for a customer and a SetupIntent: counted like a card check.
  await hitRateLimit(ctx, tokenizeRateLimits(session.user.id, request.ip));
  return { success: true as const, data: await startCardSetup(ctx, workspace) };
});

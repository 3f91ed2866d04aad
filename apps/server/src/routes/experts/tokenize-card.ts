import { tokenizeCardRoute } from '@aerie/contract';

import { assertCanHire } from '../../modules/experts/hire-access.js';
import { tokenizeRateLimits } from '../../modules/experts/expert-rate-limits.js';
import { tokenizeCard } from '../../modules/experts/tokenize-card.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(tokenizeCardRoute, async ({ body, session, request, ctx }) => {
  const workspace = await assertCanHire(ctx.db, session.user.id, body.business_id);
  await hitRateLimit(ctx, tokenizeRateLimits(session.user.id, request.ip));
  const data = await tokenizeCard(ctx, { userId: session.user.id, workspaceId: workspace.id, card: body });
  return { success: true as const, data };
});

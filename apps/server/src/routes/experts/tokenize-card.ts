import { tokenizeCardRoute } from '@aerie/contract';

import { tokenizeRateLimits } from '../../modules/experts/expert-rate-limits.js';
import { tokenizeCard } from '../../modules/experts/tokenize-card.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(tokenizeCardRoute, async ({ body, session, request, ctx }) => {
  await hitRateLimit(ctx.db, tokenizeRateLimits(session.user.id, request.ip));
  return { success: true as const, data: await tokenizeCard(ctx, body) };
});

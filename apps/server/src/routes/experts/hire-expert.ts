import { hireExpertRoute } from '@aerie/contract';

import { assertCanHire } from '../../modules/experts/hire-access.js';
import { hireRateLimits } from '../../modules/experts/expert-rate-limits.js';
import { hireExpert } from '../../modules/experts/hire-expert.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(hireExpertRoute, async ({ body, session, request, ctx }) => {
  const workspace = await assertCanHire(ctx.db, session.user.id, body.business_id);
  await hitRateLimit(ctx, hireRateLimits(session.user.id, request.ip));
  const data = await hireExpert(ctx, { userId: session.user.id, workspace, hire: body });
  return { success: true as const, message: 'Your experts are on the way.', data };
});

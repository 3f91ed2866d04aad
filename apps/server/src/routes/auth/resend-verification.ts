import { resendVerificationRoute } from '@aerie/contract';

import { authRateLimits } from '../../modules/auth/auth-rate-limits.js';
import { requestVerificationLink, VERIFICATION_SENT } from '../../modules/auth/send-email-links.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(resendVerificationRoute, async ({ body, request, ctx }) => {
  await hitRateLimit(ctx, authRateLimits.emailLink(request.ip, body.email));
  await requestVerificationLink(ctx, body.email);
  return ok(VERIFICATION_SENT);
});

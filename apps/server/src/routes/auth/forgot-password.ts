import { forgotPasswordRoute } from '@aerie/contract';

import { authRateLimits } from '../../modules/auth/auth-rate-limits.js';
import { PASSWORD_RESET_SENT, requestPasswordResetLink } from '../../modules/auth/send-email-links.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(forgotPasswordRoute, async ({ body, request, ctx }) => {
  await hitRateLimit(ctx, authRateLimits.emailLink(request.ip, body.email));
  await requestPasswordResetLink(ctx, body.email);
  return ok(PASSWORD_RESET_SENT);
});

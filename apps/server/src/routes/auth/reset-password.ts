import { resetPasswordRoute } from '@aerie/contract';

import { authRateLimits } from '../../modules/auth/auth-rate-limits.js';
import { resetPassword } from '../../modules/auth/reset-password.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(resetPasswordRoute, async ({ body, request, ctx }) => {
  await hitRateLimit(ctx, authRateLimits.resetPassword(request.ip));
  await resetPassword(ctx.db, body.token, body.password);
  return ok('Your password has been reset. Log in with your new password.');
});

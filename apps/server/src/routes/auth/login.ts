import { loginRoute } from '@aerie/contract';

import { authRateLimits } from '../../modules/auth/auth-rate-limits.js';
import { trustedDevice } from '../../modules/auth/device-tokens.js';
import { logIn } from '../../modules/auth/log-in.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(loginRoute, async ({ body, request, ctx }) => {
  const device = trustedDevice(ctx.config, body.device_token, body.email);
  await hitRateLimit(ctx, authRateLimits.login(request.ip, body.email, device));
  return logIn(ctx, body);
});

import { registerRoute } from '@aerie/contract';

import { authRateLimits } from '../../modules/auth/auth-rate-limits.js';
import { registerUser } from '../../modules/auth/register-user.js';
import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(registerRoute, async ({ body, request, ctx }) => {
  await hitRateLimit(ctx, authRateLimits.register(request.ip));
  const { isVerified, joinedWorkspace } = await registerUser(ctx, body);
  const message = joinedWorkspace
    ? `Account created. You joined ${joinedWorkspace}.`
    : // Said alike whether the address was free or taken (the owner of a taken one gets an e-mail instead).
      'Thanks for registering. Check your email for a link to verify your account.';
  return { success: true as const, message, is_verified: isVerified };
});

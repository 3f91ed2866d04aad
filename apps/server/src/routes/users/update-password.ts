import { updatePasswordRoute } from '@aerie/contract';

import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { updatePassword, updatePasswordRateLimits } from '../../modules/auth/update-password.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(updatePasswordRoute, async ({ body, session, ctx }) => {
  await hitRateLimit(ctx, updatePasswordRateLimits(session.user.id));
  await updatePassword(ctx.db, session, body);
  return ok('Password updated.');
});

import { SELLER_RESET_DONE, sellerResetPasswordRoute } from '@aerie/contract';

import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { resetSellerPassword } from '../../modules/stores/seller-auth.js';
import { storeOfHost } from '../../modules/stores/seller-principal.js';
import { sellerRateLimits } from '../../modules/stores/seller-rate-limits.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(sellerResetPasswordRoute, async ({ body, request, ctx }) => {
  const store = await storeOfHost(ctx, request);
  await hitRateLimit(ctx, sellerRateLimits.resetPassword(request.ip));
  await resetSellerPassword(ctx.db, store, body.token, body.password);
  return ok(SELLER_RESET_DONE);
});

import { SELLER_RESET_SENT, sellerForgotPasswordRoute } from '@aerie/contract';

import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { requestSellerResetLink } from '../../modules/stores/seller-auth.js';
import { storeOfHost } from '../../modules/stores/seller-principal.js';
import { sellerRateLimits } from '../../modules/stores/seller-rate-limits.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(sellerForgotPasswordRoute, async ({ body, request, ctx }) => {
  const store = await storeOfHost(ctx, request);
  await hitRateLimit(ctx, sellerRateLimits.resetLink(request.ip, store.id, body.email));
  await requestSellerResetLink(ctx, store, body.email);
  return ok(SELLER_RESET_SENT);
});

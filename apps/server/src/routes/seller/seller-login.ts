import { sellerLoginRoute } from '@aerie/contract';

import { hitRateLimit } from '../../modules/rate-limit/hit-rate-limit.js';
import { trustedDevice } from '../../modules/auth/device-tokens.js';
import { logInSeller, sellerDeviceIdentity } from '../../modules/stores/seller-auth.js';
import { storeOfHost } from '../../modules/stores/seller-principal.js';
import { sellerRateLimits } from '../../modules/stores/seller-rate-limits.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(sellerLoginRoute, async ({ body, request, ctx }) => {
  const store = await storeOfHost(ctx, request);
  const device = trustedDevice(ctx.config, body.device_token, sellerDeviceIdentity(store.id, body.email));
  await hitRateLimit(ctx, sellerRateLimits.login(request.ip, store.id, body.email, device));
  return logInSeller(ctx, store, body);
});

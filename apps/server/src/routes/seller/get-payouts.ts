import { getPayoutsRoute } from '@aerie/contract';

import { storePayouts } from '../../modules/stores/seller-payouts.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getPayoutsRoute, async ({ request, ctx }) => ({
  success: true as const,
  data: await storePayouts(ctx.db, sellerOf(request).store),
}));

import { listSellerDiscountsRoute } from '@aerie/contract';

import { listDiscounts } from '../../modules/stores/discounts/seller-discounts.js';
import { sellerOf } from '../../modules/stores/seller-principal.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listSellerDiscountsRoute, async ({ request, ctx }) => ({
  success: true as const,
  data: await listDiscounts(ctx.db, sellerOf(request).store, ctx.clock.now()),
}));

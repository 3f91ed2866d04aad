import { getSellerRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { toStoreSettings } from '../../modules/stores/seller-store-view.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getSellerRoute, async ({ request, ctx }) => {
  const { seller, store } = sellerOf(request);
  return {
    success: true as const,
    data: { seller: { name: seller.name, email: seller.email }, store: toStoreSettings(ctx.config, store) },
  };
});

import { getSellerRoute } from '@aerie/contract';

import { bearerTokenOf, sellerOf } from '../../modules/stores/seller-principal.js';
import { sellerViewCookie } from '../../modules/stores/seller-storefront-view.js';
import { toStoreSettings } from '../../modules/stores/seller-store-view.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getSellerRoute, async ({ request, reply, ctx }) => {
  const { seller, store } = sellerOf(request);
  // The admin asks this on every load: the storefront learns here that this browser is the seller's.
  const token = bearerTokenOf(request);
  if (token) reply.header('set-cookie', sellerViewCookie(token, ctx.config.stores.scheme === 'https:'));
  return {
    success: true as const,
    data: { seller: { name: seller.name, email: seller.email }, store: toStoreSettings(ctx.config, store) },
  };
});

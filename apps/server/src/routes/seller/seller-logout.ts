import { sellerLogoutRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { revokeSellerSession } from '../../modules/stores/seller-sessions.js';
import { clearedSellerViewCookie } from '../../modules/stores/seller-storefront-view.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(sellerLogoutRoute, async ({ request, reply, ctx }) => {
  await revokeSellerSession(ctx.db, sellerOf(request).sessionId);
  reply.header('set-cookie', clearedSellerViewCookie(ctx.config.stores.scheme === 'https:'));
  return ok('You have been logged out.');
});

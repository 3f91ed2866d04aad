import { sellerLogoutRoute } from '@aerie/contract';

import { sellerOf } from '../../modules/stores/seller-principal.js';
import { revokeSellerSession } from '../../modules/stores/seller-sessions.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(sellerLogoutRoute, async ({ request, ctx }) => {
  await revokeSellerSession(ctx.db, sellerOf(request).sessionId);
  return ok('You have been logged out.');
});

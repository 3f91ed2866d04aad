import { openSellerAdminRoute } from '@aerie/contract';

import { openSellerAdmin } from '../../modules/stores/seller-member-session.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(openSellerAdminRoute, async ({ params, session, ctx }) => ({
  success: true as const,
  data: await openSellerAdmin(ctx, session.user.id, params.uuid),
}));

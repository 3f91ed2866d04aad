import { verifyAccountRoute } from '@aerie/contract';

import { verifyAccount } from '../../modules/auth/verify-account.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(verifyAccountRoute, async ({ params, ctx }) => {
  await verifyAccount(ctx.db, params.token);
  return ok('Your account has been verified. You can now log in.');
});

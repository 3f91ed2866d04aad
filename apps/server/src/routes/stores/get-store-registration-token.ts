import { getStoreRegistrationTokenRoute, STORE_MESSAGES } from '@aerie/contract';

import { issueRegistrationToken } from '../../modules/stores/registration-tokens.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getStoreRegistrationTokenRoute, async ({ session, ctx }) => {
  // Any signed-in user may ask; the token only works for them, and `store/register` checks the project.
  const { token, expiresAt } = await issueRegistrationToken(ctx.db, session.user.id);
  return {
    success: true as const,
    status: 200 as const,
    message: STORE_MESSAGES.tokenIssued,
    data: { token, expires_at: expiresAt.toISOString() },
  };
});

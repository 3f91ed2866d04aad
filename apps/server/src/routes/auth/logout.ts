import { logoutRoute } from '@aerie/contract';

import { revokeSession } from '../../modules/auth/sessions.js';
import { defineHandler, ok } from '../define-handler.js';

export default defineHandler(logoutRoute, async ({ session, ctx }) => {
  await revokeSession(ctx.db, session.sessionId);
  return ok('You have been logged out.');
});

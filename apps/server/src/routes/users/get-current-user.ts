import { getCurrentUserRoute } from '@aerie/contract';

import { toCurrentUser } from '../../modules/users/current-user-view.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getCurrentUserRoute, async ({ session, ctx }) => ({
  success: true as const,
  data: await toCurrentUser(ctx.db, session.user),
}));

import { listNotificationsRoute } from '@aerie/contract';

import { listNotifications } from '../../modules/notifications/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listNotificationsRoute, async ({ query, session, ctx }) => ({
  success: true as const,
  data: await listNotifications(ctx.db, session.user.id, query),
}));

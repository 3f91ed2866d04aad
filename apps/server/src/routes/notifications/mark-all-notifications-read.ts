import { markAllNotificationsReadRoute } from '@aerie/contract';

import { markAllNotificationsRead } from '../../modules/notifications/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(markAllNotificationsReadRoute, async ({ session, ctx }) => ({
  success: true as const,
  data: { unread: await markAllNotificationsRead(ctx, session.user.id) },
}));

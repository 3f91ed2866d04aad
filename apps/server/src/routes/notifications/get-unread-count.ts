import { getUnreadCountRoute } from '@aerie/contract';

import { unreadCount } from '../../modules/notifications/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getUnreadCountRoute, async ({ session, ctx }) => ({
  success: true as const,
  data: { unread: await unreadCount(ctx.db, session.user.id) },
}));

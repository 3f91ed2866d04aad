import { markNotificationReadRoute } from '@aerie/contract';

import { markNotificationRead } from '../../modules/notifications/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(markNotificationReadRoute, async ({ params, session, ctx }) => ({
  success: true as const,
  data: { unread: await markNotificationRead(ctx, session.user.id, params.id) },
}));

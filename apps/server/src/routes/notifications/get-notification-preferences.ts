import { getNotificationPreferencesRoute } from '@aerie/contract';

import { listPreferences } from '../../modules/notifications/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(getNotificationPreferencesRoute, async ({ session, ctx }) => ({
  success: true as const,
  data: await listPreferences(ctx.db, session.user.id),
}));

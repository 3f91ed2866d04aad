import { updateNotificationPreferencesRoute, type NotificationType } from '@aerie/contract';

import { listPreferences, setEmailChannels } from '../../modules/notifications/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateNotificationPreferencesRoute, async ({ body, session, ctx }) => {
  // The contract has refused every name that is not a notification type.
  await setEmailChannels(ctx.db, session.user.id, body.email as Partial<Record<NotificationType, 'immediate'>>);
  return {
    success: true as const,
    message: 'Notification settings saved.',
    data: await listPreferences(ctx.db, session.user.id),
  };
});

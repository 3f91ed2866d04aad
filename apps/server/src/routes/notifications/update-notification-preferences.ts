import { updateNotificationPreferencesRoute } from '@aerie/contract';

import { listPreferences, setEmailChannels } from '../../modules/notifications/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(updateNotificationPreferencesRoute, async ({ body, session, ctx }) => {
  // The contract has refused every name that is not a notification type, and every unknown channel.
  await setEmailChannels(ctx.db, session.user.id, body.channels);
  return {
    success: true as const,
    message: 'Notification settings saved.',
    data: await listPreferences(ctx.db, session.user.id),
  };
});

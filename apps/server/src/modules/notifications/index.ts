/** The notifications domain: the bell, its live count, e-mails and the daily digest (issue 26 §3). */
export { notifySubscriber } from './notify-subscriber.js';
export { listNotifications } from './list-notifications.js';
export { markAllNotificationsRead, markNotificationRead } from './mark-read.js';
export { unreadCount } from './unread-count.js';
export { listPreferences, setEmailChannels, typesToTurnOff } from './preferences.js';
export { followUnreadCount, unreadStreamsOpen } from './follow-unread-count.js';
export { sendDigests, DIGEST_INTERVAL_MS } from './send-digests.js';
export { readUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token.js';

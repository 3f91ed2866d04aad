import { sendSignal } from '../../adapters/signals/database-signals.js';
import type { Queryable } from '../../db/client.js';

/** The channel a person's unread count changes on; the payload is their user id. */
export const UNREAD_CHANNEL = 'aerie_unread';

/** Tells every process's live streams that this person's count changed, once the transaction commits. */
export const signalUnreadChanged = (db: Queryable, userId: number) => sendSignal(db, UNREAD_CHANNEL, String(userId));

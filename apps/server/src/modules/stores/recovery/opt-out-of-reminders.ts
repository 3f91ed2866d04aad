import { eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { storeCheckoutReminders, storeReminderOptOuts, stores } from '../../../db/schema/index.js';
import { hashLinkToken, isLinkToken } from './recovery-tokens.js';

export interface ReminderOfLink {
  storeId: number;
  storeName: string;
  email: string;
}

/** The reminder an unsubscribe link belongs to, if the token is one we sent for this store. */
export async function reminderOfUnsubscribeLink(
  db: Queryable,
  storeId: number,
  token: string,
): Promise<ReminderOfLink | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await db
    .select({ storeId: storeCheckoutReminders.storeId, email: storeCheckoutReminders.email, storeName: stores.name })
    .from(storeCheckoutReminders)
    .innerJoin(stores, eq(stores.id, storeCheckoutReminders.storeId))
    .where(eq(storeCheckoutReminders.unsubscribeTokenHash, hashLinkToken(token)))
    .limit(1);
  return row && row.storeId === storeId ? row : null;
}

/**
 * Records that this e-mail wants no more checkout reminders from this store (one row however often the link
 * is used); the reminder job skips opted-out e-mails (due-checkout-reminders.ts).
 */
export async function optOutOfReminders(db: Queryable, reminder: ReminderOfLink): Promise<void> {
  await db
    .insert(storeReminderOptOuts)
    .values({ storeId: reminder.storeId, email: reminder.email.toLowerCase() })
    .onConflictDoNothing({ target: [storeReminderOptOuts.storeId, storeReminderOptOuts.email] });
}

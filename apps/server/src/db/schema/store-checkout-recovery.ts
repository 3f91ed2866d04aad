import { index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

import { storeCarts, storeOrders, stores } from './stores.js';

/**
 * The one reminder of an unpaid checkout (docs/product.md § Recovered checkouts). The row is the claim:
 * `order_id` is unique, so two job runs at once insert it once and only that one e-mails. Its two links are
 * random tokens kept only as SHA-256: `recovery_token_hash` reopens the cart until `link_expires_at`,
 * `unsubscribe_token_hash` opts the e-mail out of this store's reminders. `recovered_order_id` is the
 * later order of the same cart or e-mail paid while the link was good: the admin's recovered revenue.
 */
export const storeCheckoutReminders = pgTable(
  'store_checkout_reminders',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    /** The cart the link reopens; a purged cart is rebuilt from the order's lines (and this points at it). */
    cartId: integer('cart_id').references(() => storeCarts.id, { onDelete: 'set null' }),
    /** Lower case, as opt-outs are matched. */
    email: varchar('email', { length: 254 }).notNull(),
    recoveryTokenHash: varchar('recovery_token_hash', { length: 64 }).notNull().unique(),
    unsubscribeTokenHash: varchar('unsubscribe_token_hash', { length: 64 }).notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    recoveredOrderId: integer('recovered_order_id').references(() => storeOrders.id, { onDelete: 'set null' }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('store_checkout_reminders_order_unique').on(table.orderId),
    index('store_checkout_reminders_store_idx').on(table.storeId, table.sentAt),
    index('store_checkout_reminders_cart_idx').on(table.cartId),
  ],
);

/** An e-mail that asked for no more checkout reminders from one store (the reminder's unsubscribe link). */
export const storeReminderOptOuts = pgTable(
  'store_reminder_opt_outs',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('store_reminder_opt_outs_store_email_unique').on(table.storeId, table.email)],
);

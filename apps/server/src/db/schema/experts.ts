import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { transactions } from './billing.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * A workspace's monthly hire-an-expert subscription. It starts 'trialing' (001 §9: 7 days free), so the
 * card token is kept to take the first charge when the trial ends; the card itself never reaches us.
 */
export const expertHires = pgTable(
  'expert_hires',
  {
    id: serial('id').primaryKey(),
    // Like billing records, a subscription is not deleted silently with its workspace.
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    daysPerWeek: integer('days_per_week').notNull(),
    amountPerMonth: integer('amount_per_month').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'trialing' | 'active' | 'cancelled'>().notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    paymentMethod: varchar('payment_method', { length: 64 }).notNull(),
    /** Whom the card belongs to, as typed in the card modal. */
    fullname: varchar('fullname', { length: 40 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The billing record that shows the hire in the workspace's history. */
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One free trial per workspace, and every hire starts with one: a second hire of a workspace is
  // refused by this key even when two arrive at once.
  (table) => [uniqueIndex('expert_hires_one_trial_per_workspace_key').on(table.workspaceId)],
);
export type ExpertHireRow = typeof expertHires.$inferSelect;

/**
 * Payment methods issued for a workspace: a hire accepts only one of these, never a string the browser
 * made up. The sandbox records each token it issues; a Stripe payment method is recorded once Stripe has
 * confirmed it is saved to the workspace's customer. `payment_method` is unique, so one card token serves
 * one workspace; `used_at` is set by the hire that spends it.
 */
export const cardPaymentMethods = pgTable(
  'card_payment_methods',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).$type<'sandbox' | 'stripe'>().notNull(),
    paymentMethod: varchar('payment_method', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('card_payment_methods_workspace_idx').on(table.workspaceId)],
);

/** A workspace's customer at the card provider (Stripe's `cus_…`), made the first time a card is set up. */
export const cardCustomers = pgTable(
  'card_customers',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).$type<'stripe'>().notNull(),
    customerId: varchar('customer_id', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.provider] })],
);

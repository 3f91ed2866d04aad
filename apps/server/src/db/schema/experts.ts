import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { transactions } from './billing.js';
import { projects } from './projects.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * A workspace's monthly hire-an-expert engagement. It starts 'trialing' (docs/product.md § Trial and monthly charges: 7
 * days free) with nothing charged, and keeps the saved card's payment method to take the first charge when the trial
 * ends; the card itself never reaches us. The billing cycle (modules/experts/expert-billing-step.ts) charges at each
 * `period_ends_at`, which is the trial's end first and then each month's.
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
    status: varchar('status', { length: 10 }).$type<'trialing' | 'active' | 'past_due' | 'cancelled'>().notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    /** The end of the period in progress: the trial's end, then each paid month's. */
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }).notNull(),
    /** How many periods have been paid for; the next charge is for period `paid_periods + 1`. */
    paidPeriods: integer('paid_periods').notNull().default(0),
    /**
     * Set by the billing cycle that claimed the charge at `period_ends_at` (a conditional update), so two
     * cycles at once charge once; a claim older than a few minutes is a crashed cycle and may be taken over
     * (the provider's idempotency key per period keeps that retry from charging twice).
     */
    chargeClaimedAt: timestamp('charge_claimed_at', { withTimezone: true }),
    /** Cancelled by the owner: it ends at `period_ends_at` and nothing more is charged. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When the "your trial ends in 3 days" e-mail was queued; it is sent once. */
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    paymentMethod: varchar('payment_method', { length: 64 }).notNull(),
    /** The saved card's last four digits, for "the card ending 4242"; null for hires made before it was kept. */
    cardLast4: varchar('card_last4', { length: 4 }),
    /** Whom the card belongs to, as typed in the card modal. */
    fullname: varchar('fullname', { length: 40 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The brief: what the workspace needs, by when, and for which of its projects. */
    briefNeed: varchar('brief_need', { length: 500 }).notNull().default(''),
    briefDueOn: date('brief_due_on', { mode: 'string' }),
    briefProjectId: integer('brief_project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** Hires made before trials were recorded as trials had a billing row at once; new hires have none. */
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One free trial per workspace, and every hire starts with one: a second hire of a workspace is
  // refused by this key even when two arrive at once.
  (table) => [
    uniqueIndex('expert_hires_one_trial_per_workspace_key').on(table.workspaceId),
    index('expert_hires_period_ends_idx').on(table.periodEndsAt),
  ],
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
    /** The card's last four digits, shown as "the card ending 4242". */
    last4: varchar('last4', { length: 4 }),
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

import { index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

import { pilotDiscountCodes, pilotPlans, pilotTemplates, servers } from './hosting.js';
import { projects } from './projects.js';
import { users } from './users.js';
import { websites } from './websites.js';
import { workspaces } from './workspaces.js';

/**
 * One row per payment attempt of any kind (the spec's billing record). `reference` is our `tx_ref`, unique
 * so a provider answer maps to exactly one row; `status` leaves 'pending' once, by a conditional update,
 * which is what makes verification and webhooks safe to repeat. Money is integer minor units.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    reference: varchar('reference', { length: 64 }).notNull().unique(),
    // Billing records outlive nothing they describe: a workspace with payments is not deleted silently.
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: varchar('type', { length: 20 }).$type<'subscription' | 'pilot' | 'website' | 'expert'>().notNull(),
    planId: varchar('plan_id', { length: 10 }).$type<'air' | 'earth' | 'moon'>(),
    /** A site plan purchase (type 'website'): which plan, for which website (the site may be deleted since). */
    sitePlanId: varchar('site_plan_id', { length: 20 }).$type<'site-basic' | 'site-plus' | 'site-pro'>(),
    websiteId: integer('website_id').references(() => websites.id, { onDelete: 'set null' }),
    /** A pilot purchase (type 'pilot'): plan, template, project, promo code, and the pilot it created or renews. */
    pilotPlanId: integer('pilot_plan_id').references(() => pilotPlans.id, { onDelete: 'restrict' }),
    pilotTemplateId: integer('pilot_template_id').references(() => pilotTemplates.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    discountCodeId: integer('discount_code_id').references(() => pilotDiscountCodes.id, { onDelete: 'set null' }),
    serverId: integer('server_id').references(() => servers.id, { onDelete: 'set null' }),
    /**
     * A prorated upgrade (a higher plan bought during a paid period): the renewal date it keeps. The amount
     * paid covers only the days up to it, so the settlement must not start a new month.
     */
    proratedUntil: timestamp('prorated_until', { withTimezone: true }),
    description: varchar('description', { length: 120 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'success' | 'failure' | 'cancelled'>()
      .notNull()
      .default('pending'),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerTransactionId: varchar('provider_transaction_id', { length: 64 }),
    failureReason: varchar('failure_reason', { length: 200 }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transactions_workspace_created_idx').on(table.workspaceId, table.createdAt)],
);
export type TransactionRow = typeof transactions.$inferSelect;

/**
 * Every charge the provider reports against one of our transactions. A hosted checkout lets the customer
 * try again on the same reference after a decline, so one transaction may see several charges: each is
 * recorded here, and the first successful one settles the transaction (`transactions.status` 'success' is
 * final; 'failure' and 'cancelled' only describe the latest attempt and can still be followed by a success).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    /** The provider's id of the charge (Flutterwave's transaction id, the sandbox's `sbx_…`). */
    chargeId: varchar('charge_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).$type<'successful' | 'failed' | 'cancelled' | 'pending'>().notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reason: varchar('reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('payment_attempts_transaction_charge_key').on(table.transactionId, table.chargeId)],
);
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/** A workspace's paid period: the plan itself is `workspaces.plan`; this says until when it is paid. */
export const workspaceSubscriptions = pgTable('workspace_subscriptions', {
  workspaceId: integer('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  plan: varchar('plan', { length: 10 }).$type<'air' | 'earth' | 'moon'>().notNull(),
  renewsAt: timestamp('renews_at', { withTimezone: true }).notNull(),
  /**
   * A lower plan the owner chose (Air for a cancellation): the workspace keeps `plan` until `renews_at`,
   * then the billing cycle's period-end step switches it. Null when nothing is scheduled.
   */
  scheduledPlan: varchar('scheduled_plan', { length: 10 }).$type<'air' | 'earth' | 'moon'>(),
  /**
   * When the owner was e-mailed that the period ends unpaid (plan-renewals.ts): set once per period by
   * the billing cycle's claim, cleared by the payment of the next period so that it reminds again.
   */
  renewalRemindedAt: timestamp('renewal_reminded_at', { withTimezone: true }),
  /** The payment that bought the current period. */
  transactionId: integer('transaction_id')
    .notNull()
    .references(() => transactions.id, { onDelete: 'restrict' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in sandbox provider's own ledger: what its hosted checkout charged. Its `verify` reads this,
 * as Flutterwave's verify reads theirs, so the sandbox goes through the same settlement as production.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: varchar('id', { length: 64 }).primaryKey(),
  /**
   * The payer's reference: a plan purchase's `transactions.reference` or a store order's
   * `payment_reference`. No foreign key: like a real provider's ledger, it knows references, not our tables.
   */
  reference: varchar('reference', { length: 64 }).notNull(),
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  status: varchar('status', { length: 12 }).$type<'successful' | 'failed' | 'cancelled'>().notNull(),
  reason: varchar('reason', { length: 200 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

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
  (table) => [index('expert_hires_workspace_idx').on(table.workspaceId)],
);
export type ExpertHireRow = typeof expertHires.$inferSelect;

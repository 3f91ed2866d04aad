import { index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

import { users } from './users.js';

/** A workspace: the spec calls it a "business". The slug is its public identifier. */
export const workspaces = pgTable('workspaces', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: varchar('name', { length: 60 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 32 }).notNull(),
  type: varchar('type', { length: 20 }).notNull(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  plan: varchar('plan', { length: 10 }).$type<'air' | 'earth' | 'moon'>().notNull().default('air'),
  /** Every price this workspace sees and pays is in this currency (issue 25, contract billing/price-book.ts). */
  billingCurrency: varchar('billing_currency', { length: 3 }).$type<'USD' | 'GBP' | 'NGN'>().notNull().default('USD'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WorkspaceRow = typeof workspaces.$inferSelect;

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).$type<'owner' | 'maintainer' | 'developer' | 'guest'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('workspace_members_workspace_user_key').on(table.workspaceId, table.userId),
    index('workspace_members_user_idx').on(table.userId),
  ],
);

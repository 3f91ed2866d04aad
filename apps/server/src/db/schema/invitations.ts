import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * Invitations to a workspace. The link token is stored hashed, works once, expires, and is bound to the
 * invited e-mail; re-inviting replaces it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    role: varchar('role', { length: 20 }).$type<'maintainer' | 'developer' | 'guest'>().notNull(),
    status: varchar('status', { length: 10 }).$type<'pending' | 'accepted' | 'revoked'>().notNull().default('pending'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitations_workspace_idx').on(table.workspaceId, table.createdAt)],
);
export type InvitationRow = typeof invitations.$inferSelect;

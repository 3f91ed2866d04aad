import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    first: varchar('first', { length: 50 }).notNull(),
    last: varchar('last', { length: 50 }).notNull(),
    /** Stored as typed; compared case-insensitively through the unique index on lower(email). */
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    accountType: varchar('account_type', { length: 20 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    isVerified: smallint('is_verify').notNull().default(0),
    isActive: smallint('is_active').notNull().default(1),
    avatar: text('avatar'),
    country: varchar('country', { length: 80 }),
    state: varchar('state', { length: 80 }),
    city: varchar('city', { length: 80 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);
export type UserRow = typeof users.$inferSelect;

/** Opaque bearer sessions; only the SHA-256 of the token is stored (docs/architecture.md § Sessions and passwords). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Single-use tokens sent in e-mailed links (account verification, password reset). Hashed like sessions. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).$type<'verify' | 'reset'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('link_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

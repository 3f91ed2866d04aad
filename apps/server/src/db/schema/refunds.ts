import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { storeOrders, storeSellers } from './stores.js';

/** A refunded part of one order line (the line keeps its own copy of what was bought). */
export interface RefundedLine {
  lineId: number;
  /** The line's variant when the refund was made, for the restock; null once it was deleted. */
  variantId: number | null;
  quantity: number;
  amount: number;
}

export const STORE_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type StoreRefundStatus = (typeof STORE_REFUND_STATUSES)[number];

/**
 * Refunds of store orders (docs/product.md § Stores: refunds). A row is reserved `pending` under the order's
 * lock before the provider is asked, so what it takes counts against what is left at once; it becomes
 * `succeeded` (stock, status and e-mail follow in that same transaction) or `failed` (nothing else changed).
 * `idempotencyKey` is the caller's: unique per order, so a retried request finds its refund again.
 * `amount` = the lines' amounts + `shipping` + the extra amount.
 */
export const storeRefunds = pgTable(
  'store_refunds',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    shipping: integer('shipping').notNull().default(0),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    restock: boolean('restock').notNull().default(false),
    reason: text('reason'),
    status: varchar('status', { length: 10 }).$type<StoreRefundStatus>().notNull().default('pending'),
    /** The provider's refund id once it accepted; why it refused otherwise. */
    providerRefundId: varchar('provider_refund_id', { length: 100 }),
    failure: varchar('failure', { length: 300 }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** The seller who asked; null for the platform's own refund of a payment that came after expiry. */
    createdBySellerId: integer('created_by_seller_id').references(() => storeSellers.id, { onDelete: 'set null' }),
    createdBySystem: boolean('created_by_system').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('store_refunds_order_key_unique').on(table.orderId, table.idempotencyKey),
    check('store_refunds_amount_check', sql`${table.amount} > 0 and ${table.shipping} between 0 and ${table.amount}`),
  ],
);
export type StoreRefundRow = typeof storeRefunds.$inferSelect;

/**
 * The sandbox provider's own ledger of refunds, as `sandbox_charges` is of charges: keyed by the idempotency
 * key it was asked with, so asking again answers the same refund.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: varchar('id', { length: 64 }).primaryKey(),
  chargeId: varchar('charge_id', { length: 64 }).notNull(),
  idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

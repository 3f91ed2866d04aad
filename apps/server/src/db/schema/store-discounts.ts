import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { storeOrders, storeProducts, stores } from './stores.js';

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free-shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * A store's discount codes (docs/product.md § Discount codes). `code` is stored upper-case, so a buyer's
 * `save10` finds `SAVE10` and two codes differing only in case cannot exist. A percent code has `percent`,
 * a fixed one `amount` (minor units of the store's currency); free shipping has neither. Limits are
 * optional: `usage_limit` counts every order that used the code (paid, or pending and holding its units),
 * `per_customer_limit` those of one buyer e-mail.
 */
export const storeDiscounts = pgTable(
  'store_discounts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 14 }).$type<DiscountKind>().notNull(),
    percent: integer('percent'),
    amount: integer('amount'),
    minimumSubtotal: integer('minimum_subtotal'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    active: boolean('active').notNull().default(true),
    /**
     * Limited to the products in store_discount_products. Kept apart from those rows: a limited code whose
     * products were all deleted then applies to nothing, never to everything.
     */
    limitedToProducts: boolean('limited_to_products').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('store_discounts_store_code_unique').on(table.storeId, table.code),
    check('store_discounts_code_check', sql`${table.code} ~ '^[A-Z0-9_-]{3,40}$'`),
    check(
      'store_discounts_value_check',
      sql`(${table.kind} = 'percent' and ${table.percent} between 1 and 100)
        or (${table.kind} = 'fixed' and ${table.amount} > 0)
        or (${table.kind} = 'free-shipping')`,
    ),
    check(
      'store_discounts_limits_check',
      sql`coalesce(${table.minimumSubtotal}, 0) >= 0 and coalesce(${table.usageLimit}, 1) >= 1 and coalesce(${table.perCustomerLimit}, 1) >= 1`,
    ),
    check(
      'store_discounts_dates_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/** The products a code is limited to; none means every product of the store. */
export const storeDiscountProducts = pgTable(
  'store_discount_products',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => storeDiscounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.discountId, table.productId] })],
);

/**
 * One use of a code: written with the order in checkout's transaction, deleted in the transaction that
 * expires, releases or cancels that order (the use is given back). `email` is the buyer's, lower-cased,
 * for the per-customer limit.
 */
export const storeDiscountRedemptions = pgTable(
  'store_discount_redemptions',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => storeDiscounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_discount_redemptions_discount_idx').on(table.discountId, table.email)],
);

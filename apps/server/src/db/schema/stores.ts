import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { projects } from './projects.js';
import { users } from './users.js';

/**
 * Online stores of a project (docs/product.md § Online stores). `domain` is the store's label under the stores host
 * (`{domain}.{stores host}`), unique across the platform. `status` 1 is active (docs/product.md § Online stores).
 * Deleting the row takes the storefront offline at once: everything below cascades.
 */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 60 }).notNull(),
  domain: varchar('domain', { length: 63 }).notNull().unique(),
  /** The starter design the storefront is dressed in (the websites' SITE_TEMPLATES ids). */
  theme: varchar('theme', { length: 20 }).notNull(),
  status: smallint('status').notNull().default(1),
  /** ISO 4217, upper case; every price of the store is in it. */
  currency: varchar('currency', { length: 3 }).notNull().default('USD'),
  /** The flat shipping rate, minor units. */
  shippingRate: integer('shipping_rate').notNull().default(0),
  logoFileKey: varchar('logo_file_key', { length: 200 }),
  /** Storefront colours: `{ primary, accent }` as `#rrggbb`. */
  colors: jsonb('colors').$type<{ primary: string; accent: string }>(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Recovered checkouts (store-checkout-recovery.ts holds the reminders themselves):
  /** Hours after an unpaid checkout its reminder is e-mailed: 1, 6, 10 or 24 (checked by the seller's call). */
  recoveryDelayHours: smallint('recovery_delay_hours').notNull().default(10),
  /** A discount code the reminder shows: one of the store's (docs/product.md § Recovered checkouts). */
  recoveryDiscountCode: varchar('recovery_discount_code', { length: 40 }),
  /**
   * The seller's storefront fonts, ids of the builder's font list (FONT_STACKS);
   * null until chosen, when the theme's own fonts apply (modules/stores/storefront-themes.ts).
   */
  fonts: jsonb('fonts').$type<{ heading: string; body: string }>(),
});

/**
 * The one-time token of store creation (docs/product.md § Store host calls `load/test/gettoken`): asked for by a
 * project member, spent by `store/register` within minutes. Only its hash is kept.
 */
export const storeRegistrationTokens = pgTable('store_registration_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A store's seller account (the `seller` principal): created with the store from the dashboard, signed in
 * on the store's own origin. Separate from platform users: its own password (argon2id) and sessions.
 */
export const storeSellers = pgTable(
  'store_sellers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('store_sellers_store_email_unique').on(table.storeId, table.email)],
);

/**
 * Seller sessions: opaque tokens stored hashed, bound to one store, revoked on logout and password reset, and
 * (when a project member opened them) on a change to that member's membership.
 */
export const storeSellerSessions = pgTable(
  'store_seller_sessions',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => storeSellers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /**
     * The platform user who opened this session from the dashboard (a member of the store's project); null
     * for the seller's own password sign-in. A change to that user's membership deletes their rows.
     */
    openedByUserId: integer('opened_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_seller_sessions_seller_idx').on(table.sellerId),
    index('store_seller_sessions_opened_by_idx').on(table.openedByUserId),
  ],
);

/** Seller password-reset links: single use, short-lived, stored hashed. */
export const storeSellerResetTokens = pgTable('store_seller_reset_tokens', {
  id: serial('id').primaryKey(),
  sellerId: integer('seller_id')
    .notNull()
    .references(() => storeSellers.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product of a store; only `active` ones reach the storefront. `slug` names its page there. */
export const storeProducts = pgTable(
  'store_products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 10 }).$type<'draft' | 'active'>().notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('store_products_store_slug_unique').on(table.storeId, table.slug),
    index('store_products_store_status_idx').on(table.storeId, table.status),
  ],
);

/** Product images in the files port, served from the store's own origin; `position` orders them. */
export const storeProductImages = pgTable(
  'store_product_images',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id, { onDelete: 'cascade' }),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The widths whose resized copies exist: null until the variant job has run, `{}` when none could be made. */
    variantWidths: integer('variant_widths').array(),
  },
  (table) => [index('store_product_images_product_idx').on(table.productId)],
);

/**
 * What is actually sold: every product has at least one variant (a product without options has one,
 * 'Default'). `stock` is what the seller has; `held` is what open checkouts hold of it. A checkout may
 * hold only `stock - held`; payment takes the held units out of both; a failed or expired payment gives
 * them back. The checks make overselling impossible even if the code had a bug.
 */
export const storeVariants = pgTable(
  'store_variants',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => storeProducts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull().default('Default'),
    sku: varchar('sku', { length: 64 }),
    /** Minor units of the store's currency. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    held: integer('held').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_variants_product_idx').on(table.productId),
    check('store_variants_price_check', sql`${table.price} >= 0`),
    check('store_variants_stock_check', sql`${table.held} >= 0 and ${table.held} <= ${table.stock}`),
  ],
);

/** A shopper's cart, found by an opaque cookie (stored hashed), so it survives a reload. */
export const storeCarts = pgTable(
  'store_carts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The discount code the shopper applied on the cart page, upper-case (store-discounts.ts); checked again at checkout. */
    discountCode: varchar('discount_code', { length: 40 }),
  },
  (table) => [index('store_carts_updated_idx').on(table.updatedAt)],
);

export const storeCartLines = pgTable(
  'store_cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => storeCarts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => storeVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    unique('store_cart_lines_cart_variant_unique').on(table.cartId, table.variantId),
    check('store_cart_lines_quantity_check', sql`${table.quantity} between 1 and 99`),
  ],
);

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'partially_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Why a pending order was released before its hold ran out (it is then `expired`, its units given back):
 * its cart was checked out again, its client address had too many open checkouts, or the seller lowered a
 * variant's stock below what was held. The order page tells the buyer which.
 */
export const HOLD_RELEASE_REASONS = ['cart-checked-out-again', 'client-hold-limit', 'stock-lowered'] as const;
export type HoldReleaseReason = (typeof HOLD_RELEASE_REASONS)[number];

export interface ShippingAddress {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 since issue 30; older orders keep the free text the buyer typed. */
  country: string;
  /** A state or province code, when the store taxes it apart (issue 30 § 3). */
  region?: string | undefined;
}

/**
 * An order, made when checkout starts (status `pending`, its units held until `holdExpiresAt`). Paid →
 * shipped → delivered, or cancelled (stock returned); a pending order whose payment fails or times out
 * becomes `expired` and gives its units back. A refund (refunds.ts) makes it `partially_refunded`, or
 * `refunded` once everything paid was given back (a cancelled order stays `cancelled`). `number` counts per store from 1001. Prices are the
 * server's, copied onto the lines when checkout starts. `paymentReference` is what the payments port
 * knows the order by: a replayed return or webhook finds the same order and pays it once.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** 20 characters since refunds (issue 30): `partially_refunded` is 18. */
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull().default('pending'),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    paymentReference: varchar('payment_reference', { length: 64 }).notNull().unique(),
    /** The cart the order was made from: emptied when the order is paid (by the return, webhook or job). */
    cartId: integer('cart_id').references(() => storeCarts.id, { onDelete: 'set null' }),
    providerTransactionId: varchar('provider_transaction_id', { length: 100 }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /**
     * Who holds the stock, for the per-client limit (stock-holds.ts): the client's IPv4 address or IPv6
     * /64. Kept only while the order is pending; settling or releasing it clears the address.
     */
    clientNetwork: varchar('client_network', { length: 45 }),
    releaseReason: varchar('release_reason', { length: 24 }).$type<HoldReleaseReason>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order's pricing (modules/stores/pricing/price-order.ts): everything discounted (lines and
     * shipping), the part of it taken off shipping, all the tax and shipping's part of it, and whether the
     * prices included the tax. The code and the tax's name are copied, so the order reads the same after
     * the seller edits them.
     */
    discount: integer('discount').notNull().default(0),
    shippingDiscount: integer('shipping_discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    shippingTax: integer('shipping_tax').notNull().default(0),
    taxIncluded: boolean('tax_included').notNull().default(false),
    discountCode: varchar('discount_code', { length: 40 }),
    taxName: varchar('tax_name', { length: 40 }),
    /** What the seller gave on "Mark as shipped" (both optional), shown to the buyer and the admin. */
    shippingCarrier: varchar('shipping_carrier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 64 }),
    /** The shipping rate chosen at checkout ("Standard"), copied; null when the store has no zones. */
    shippingMethod: varchar('shipping_method', { length: 60 }),
  },
  (table) => [
    unique('store_orders_store_number_unique').on(table.storeId, table.number),
    check(
      'store_orders_total_check',
      sql`${table.total} = ${table.subtotal} + ${table.shipping} - ${table.discount} + case when ${table.taxIncluded} then 0 else ${table.tax} end`,
    ),
    check(
      'store_orders_amounts_check',
      sql`${table.discount} >= 0 and ${table.tax} >= 0 and ${table.shippingDiscount} between 0 and ${table.shipping} and ${table.total} >= 0`,
    ),
    index('store_orders_store_created_idx').on(table.storeId, table.createdAt),
    index('store_orders_pending_hold_idx').on(table.status, table.holdExpiresAt),
    index('store_orders_pending_client_idx')
      .on(table.storeId, table.clientNetwork)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export const storeOrderLines = pgTable(
  'store_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    /** Null once the variant is deleted; the line keeps its own copy of what was bought. */
    variantId: integer('variant_id').references(() => storeVariants.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 120 }).notNull(),
    variantName: varchar('variant_name', { length: 80 }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's share of the order's discount, and its tax (price-order.ts), for the whole quantity. */
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
  },
  (table) => [index('store_order_lines_order_idx').on(table.orderId)],
);

/** The platform's 1.5% fee on a paid order (docs/product.md § Business constants), its own line, once per order. */
export const storeFees = pgTable('store_fees', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => storeOrders.id, { onDelete: 'cascade' }),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

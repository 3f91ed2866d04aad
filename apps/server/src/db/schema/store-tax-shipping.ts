import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';

import { stores } from './stores.js';

/**
 * How a store taxes (issue 30 § 3, docs/architecture.md § Store pricing): whether its prices include tax
 * (EU/UK) or not (US), the tax's name, and whether shipping is taxed. A store without a row has no tax.
 */
export const storeTaxSettings = pgTable('store_tax_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  taxName: varchar('tax_name', { length: 30 }).notNull().default('Tax'),
  taxShipping: boolean('tax_shipping').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A tax rate of a country, or of one region of it (`region` '' is the whole country). The rate is in
 * thousandths of a percent (pricing/price-order.ts TAX_RATE_SCALE: 8.875% is 8875).
 */
export const storeTaxRates = pgTable(
  'store_tax_rates',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2. */
    country: varchar('country', { length: 2 }).notNull(),
    /** A state or province code ("CA", "NY"), upper case; '' for the whole country. */
    region: varchar('region', { length: 10 }).notNull().default(''),
    rate: integer('rate').notNull(),
  },
  (table) => [
    unique('store_tax_rates_place_unique').on(table.storeId, table.country, table.region),
    check('store_tax_rates_rate_range', sql`${table.rate} between 0 and 100000`),
  ],
);

/** Countries grouped to share shipping rates; a store with no zone ships everywhere at its flat rate. */
export const storeShippingZones = pgTable(
  'store_shipping_zones',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_shipping_zones_store_idx').on(table.storeId)],
);

/** A zone's countries: the store-wide unique key keeps a country in at most one zone, even under races. */
export const storeShippingZoneCountries = pgTable(
  'store_shipping_zone_countries',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => storeShippingZones.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    country: varchar('country', { length: 2 }).notNull(),
  },
  (table) => [unique('store_shipping_zone_countries_store_country_unique').on(table.storeId, table.country)],
);

/** A zone's rate: a flat amount in minor units, free when the subtotal reaches `freeAbove`. */
export const storeShippingRates = pgTable(
  'store_shipping_rates',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => storeShippingZones.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    amount: integer('amount').notNull(),
    freeAbove: integer('free_above'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('store_shipping_rates_zone_idx').on(table.zoneId),
    check(
      'store_shipping_rates_amount_range',
      sql`${table.amount} >= 0 and (${table.freeAbove} is null or ${table.freeAbove} >= 0)`,
    ),
  ],
);

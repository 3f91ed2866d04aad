import type { SalesSummary, StoreSettings, StoreSettingsInput } from '@aerie/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { storeFees, storeOrders, stores } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { storeUploadedImage } from './product-images.js';
import type { StoreRow } from './seller-sessions.js';
import { toStoreSettings } from './seller-store-view.js';
import { isStorefrontFont } from './storefront-themes.js';

export async function updateStoreSettings(
  ctx: AppContext,
  store: StoreRow,
  input: StoreSettingsInput,
): Promise<StoreSettings> {
  // The contract checks the shape; only the server knows the font list (@aerie/blocks).
  if (input.fonts && !isStorefrontFont(input.fonts.heading))
    throw fieldError('fonts.heading', 'Heading font is not a font of the list');
  if (input.fonts && !isStorefrontFont(input.fonts.body))
    throw fieldError('fonts.body', 'Body font is not a font of the list');
  const [row] = await ctx.db
    .update(stores)
    .set({
      name: input.name,
      currency: input.currency,
      shippingRate: input.shipping_rate,
      colors: { primary: input.colors.primary.toLowerCase(), accent: input.colors.accent.toLowerCase() },
      ...(input.fonts ? { fonts: { heading: input.fonts.heading, body: input.fonts.body } } : {}),
      updatedAt: new Date(),
    })
    .where(eq(stores.id, store.id))
    .returning();
  if (!row) throw notFound('The store');
  return toStoreSettings(ctx.config, row);
}

/** A new logo replaces the old one; the old file is removed once the store points at the new one. */
export async function uploadStoreLogo(ctx: AppContext, store: StoreRow, dataUrl: string): Promise<StoreSettings> {
  const { key } = await storeUploadedImage(ctx, store, dataUrl, 'logo');
  const [row] = await ctx.db
    .update(stores)
    .set({ logoFileKey: key, updatedAt: new Date() })
    .where(eq(stores.id, store.id))
    .returning();
  if (!row) {
    await ctx.files.delete(key).catch(() => {});
    throw notFound('The store');
  }
  if (store.logoFileKey && store.logoFileKey !== key) await ctx.files.delete(store.logoFileKey).catch(() => {});
  return toStoreSettings(ctx.config, row);
}

/**
 * Paid orders still standing (paid, shipped, delivered), their revenue, and the platform's fee lines, in the
 * store's currency.
 */
export async function salesSummary(ctx: AppContext, store: StoreRow): Promise<SalesSummary> {
  const [paid] = await ctx.db
    .select({
      orders: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${storeOrders.total}), 0)::float8`,
    })
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.storeId, store.id),
        inArray(storeOrders.status, ['paid', 'shipped', 'delivered']),
        // Orders keep the currency they were paid in; after a currency change only the new one's are summed.
        eq(storeOrders.currency, store.currency),
      ),
    );
  const [pending] = await ctx.db
    .select({ orders: sql<number>`count(*)::int` })
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.status, 'pending')));
  const [fees] = await ctx.db
    .select({ amount: sql<number>`coalesce(sum(${storeFees.amount}), 0)::float8` })
    .from(storeFees)
    .where(and(eq(storeFees.storeId, store.id), eq(storeFees.currency, store.currency)));
  return {
    currency: store.currency,
    paid_orders: paid?.orders ?? 0,
    revenue: paid?.revenue ?? 0,
    platform_fees: fees?.amount ?? 0,
    pending_orders: pending?.orders ?? 0,
  };
}

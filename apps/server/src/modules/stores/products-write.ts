import { randomBytes } from 'node:crypto';

import { SLUG_TAKEN, type ProductInputSchema, type Product, type VariantInput } from '@aerie/contract';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { storeProductImages, storeProducts, storeVariants } from '../../db/schema/index.js';
import { deleteImageVariants } from '../../lib/image-variants/store-image-variants.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { findProduct, getProduct, type ProductRow } from './products.js';
import { releaseHoldsBeyondStock } from './release-holds-beyond-stock.js';
import type { StoreRow } from './seller-sessions.js';
import { lockStoreHolds } from './stock-holds.js';

type ProductFields = z.output<typeof ProductInputSchema>;

const SLUG_CONSTRAINT = 'store_products_store_slug_unique';
export const VARIANT_HELD = 'A variant that open checkouts hold cannot be removed until they end.';
export const PRODUCT_HELD = 'This product cannot be deleted while open checkouts hold its stock.';
export const stockBelowHeld = (held: number) =>
  `Stock cannot be below the ${held} unit${held === 1 ? '' : 's'} open checkouts hold.`;

/** `Blue Mug (large)` → `blue-mug-large`; a name with no letters or digits becomes `product`. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** The slug the seller typed, or one made from the name, with a random tail when the store already has it. */
async function chosenSlug(db: Queryable, store: StoreRow, input: ProductFields, current?: ProductRow) {
  if (input.slug) return input.slug;
  if (current) return current.slug;
  const base = slugify(input.name);
  const [taken] = await db
    .select({ id: storeProducts.id })
    .from(storeProducts)
    .where(and(eq(storeProducts.storeId, store.id), eq(storeProducts.slug, base)))
    .limit(1);
  return taken ? `${base}-${randomBytes(3).toString('hex')}` : base;
}

/** Unique per store: the constraint decides, so two products racing for one slug get one 409, never a 500. */
async function withUniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT))
      throw new AppError('conflict', SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } });
    throw error;
  }
}

const variantValues = (variant: VariantInput, position: number) => ({
  name: variant.name,
  sku: variant.sku ? variant.sku : null,
  price: variant.price,
  stock: variant.stock,
  position,
});

export async function createProduct(ctx: AppContext, store: StoreRow, input: ProductFields): Promise<Product> {
  if (input.variants.some((variant) => variant.uuid)) {
    const index = input.variants.findIndex((variant) => variant.uuid);
    throw fieldError(`variants.${index}.uuid`, 'A new product has no variants yet.');
  }
  const uuid = await withUniqueSlug(() =>
    ctx.db.transaction(async (tx) => {
      const [product] = await tx
        .insert(storeProducts)
        .values({
          storeId: store.id,
          name: input.name,
          description: input.description,
          status: input.status,
          slug: await chosenSlug(tx, store, input),
        })
        .returning();
      await tx
        .insert(storeVariants)
        .values(input.variants.map((variant, index) => ({ productId: product!.id, ...variantValues(variant, index) })));
      return product!.uuid;
    }),
  );
  return getProduct(ctx, store, uuid);
}

/**
 * Replaces the product and its variants: variants named by uuid are updated, new ones added, missing ones
 * removed. Under the store's holds lock (stock-holds.ts), so no checkout holds or settles in between: a
 * stock below what checkouts hold first releases the oldest of them (release-holds-beyond-stock.ts); a
 * variant that checkouts hold cannot be removed (`… WHERE held = 0`), which rolls the whole update back
 * with a 409 — lowering its stock to 0 first releases them.
 */
export async function updateProduct(
  ctx: AppContext,
  store: StoreRow,
  uuid: string,
  input: ProductFields,
): Promise<Product> {
  const now = ctx.clock.now();
  await withUniqueSlug(() =>
    ctx.db.transaction(async (tx) => {
      await lockStoreHolds(tx, store.id);
      const product = await findProduct(tx, store, uuid);
      const existing = await tx
        .select({ id: storeVariants.id, uuid: storeVariants.uuid })
        .from(storeVariants)
        .where(eq(storeVariants.productId, product.id));
      const idOf = new Map(existing.map((variant) => [variant.uuid, variant.id]));
      input.variants.forEach((variant, index) => {
        if (variant.uuid && !idOf.has(variant.uuid)) {
          throw fieldError(`variants.${index}.uuid`, 'This variant is not one of the product.');
        }
      });
      const kept = new Set(input.variants.map((variant) => variant.uuid).filter(Boolean));
      const removed = existing.filter((variant) => !kept.has(variant.uuid)).map((variant) => variant.id);
      if (removed.length) {
        const deleted = await tx
          .delete(storeVariants)
          .where(and(inArray(storeVariants.id, removed), eq(storeVariants.held, 0)))
          .returning({ id: storeVariants.id });
        if (deleted.length !== removed.length) throw new AppError('conflict', VARIANT_HELD);
      }
      for (const [index, variant] of input.variants.entries()) {
        if (!variant.uuid) {
          await tx.insert(storeVariants).values({ productId: product.id, ...variantValues(variant, index) });
          continue;
        }
        const variantId = idOf.get(variant.uuid)!;
        await releaseHoldsBeyondStock(tx, { storeId: store.id, variantId, stock: variant.stock }, now);
        // Still conditional: only a hold no order accounts for (a bug) could be left above the new stock.
        const [updated] = await tx
          .update(storeVariants)
          .set({ ...variantValues(variant, index), updatedAt: now })
          .where(and(eq(storeVariants.id, variantId), lte(storeVariants.held, variant.stock)))
          .returning({ id: storeVariants.id });
        if (!updated) {
          const [row] = await tx
            .select({ held: storeVariants.held })
            .from(storeVariants)
            .where(eq(storeVariants.id, variantId));
          const message = stockBelowHeld(row?.held ?? 0);
          throw new AppError('conflict', message, { fieldErrors: { [`variants.${index}.stock`]: [message] } });
        }
      }
      await tx
        .update(storeProducts)
        .set({
          name: input.name,
          description: input.description,
          status: input.status,
          slug: await chosenSlug(tx, store, input, product),
          updatedAt: now,
        })
        .where(eq(storeProducts.id, product.id));
    }),
  );
  return getProduct(ctx, store, uuid);
}

/**
 * Deletes a product unless a checkout holds any of its stock. Under the store's holds lock, so a hold being
 * taken waits for the delete and then finds nothing to hold. Image files go after commit.
 */
export async function deleteProduct(ctx: AppContext, store: StoreRow, uuid: string): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await lockStoreHolds(tx, store.id);
    const product = await findProduct(tx, store, uuid);
    const variants = await tx
      .select({ held: storeVariants.held })
      .from(storeVariants)
      .where(eq(storeVariants.productId, product.id))
      .for('update');
    if (variants.some((variant) => variant.held > 0)) throw new AppError('conflict', PRODUCT_HELD);
    const images = await tx
      .select({ key: storeProductImages.fileKey, widths: storeProductImages.variantWidths })
      .from(storeProductImages)
      .where(eq(storeProductImages.productId, product.id));
    const [deleted] = await tx
      .delete(storeProducts)
      .where(eq(storeProducts.id, product.id))
      .returning({ id: storeProducts.id });
    if (!deleted) throw notFound('The product');
    return images;
  });
  await Promise.all(
    keys.map(async ({ key, widths }) => {
      await ctx.files.delete(key).catch(() => {});
      await deleteImageVariants(ctx.files, key, widths ?? []);
    }),
  );
}

import { STORE_RULES } from '@aerie/contract';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeProductImages, storeProducts, storeVariants } from '../../db/schema/index.js';

export type ImageRow = typeof storeProductImages.$inferSelect;
export type VariantRow = typeof storeVariants.$inferSelect;

export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  /** The lowest and highest variant prices, minor units (equal when every variant costs the same). */
  fromPrice: number | null;
  toPrice: number | null;
  image: ImageRow | null;
  /** No variant has stock left that an open checkout does not hold: the card says so before a click. */
  soldOut: boolean;
}

/** `%`, `_` and `\` are ILIKE's own: a search for "50%" finds "50%", not everything. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

async function cardsOf(db: Queryable, products: Array<{ id: number; slug: string; name: string }>) {
  if (products.length === 0) return [];
  const ids = products.map((product) => product.id);
  const prices = await db
    .select({
      productId: storeVariants.productId,
      price: sql<number>`min(${storeVariants.price})`.mapWith(Number),
      highest: sql<number>`max(${storeVariants.price})`.mapWith(Number),
      available: sql<number>`sum(${storeVariants.stock} - ${storeVariants.held})`.mapWith(Number),
    })
    .from(storeVariants)
    .where(inArray(storeVariants.productId, ids))
    .groupBy(storeVariants.productId);
  const images = await db
    .select()
    .from(storeProductImages)
    .where(inArray(storeProductImages.productId, ids))
    .orderBy(asc(storeProductImages.position), asc(storeProductImages.id));
  return products.map((product): ProductCard => {
    const variants = prices.find((row) => row.productId === product.id);
    return {
      ...product,
      fromPrice: variants?.price ?? null,
      toPrice: variants?.highest ?? null,
      image: images.find((image) => image.productId === product.id) ?? null,
      soldOut: (variants?.available ?? 0) <= 0,
    };
  });
}

/** Active products only: drafts never reach a storefront, by any path. */
const activeOf = (storeId: number) => and(eq(storeProducts.storeId, storeId), eq(storeProducts.status, 'active'));

/** The home page's newest active products. */
export async function featuredProducts(db: Queryable, storeId: number, limit = 8): Promise<ProductCard[]> {
  const rows = await db
    .select({ id: storeProducts.id, slug: storeProducts.slug, name: storeProducts.name })
    .from(storeProducts)
    .where(activeOf(storeId))
    .orderBy(desc(storeProducts.createdAt), desc(storeProducts.id))
    .limit(limit);
  return cardsOf(db, rows);
}

/** `/products?q=&page=`: active products whose name contains `q`, by name, a page at a time. */
export async function searchProducts(
  db: Queryable,
  storeId: number,
  query: string,
  page: number,
): Promise<{ products: ProductCard[]; total: number; pages: number }> {
  const size = STORE_RULES.storefrontPageSize;
  const where = query ? and(activeOf(storeId), ilike(storeProducts.name, likePattern(query))) : activeOf(storeId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(storeProducts).where(where);
  const rows = await db
    .select({ id: storeProducts.id, slug: storeProducts.slug, name: storeProducts.name })
    .from(storeProducts)
    .where(where)
    .orderBy(asc(storeProducts.name), asc(storeProducts.id))
    .limit(size)
    .offset((page - 1) * size);
  return { products: await cardsOf(db, rows), total, pages: Math.max(1, Math.ceil(total / size)) };
}

export interface ProductPage {
  product: typeof storeProducts.$inferSelect;
  images: ImageRow[];
  variants: Array<VariantRow & { available: number }>;
}

/** One active product with its images and variants; `available` is what a checkout could still hold. */
export async function findProduct(db: Queryable, storeId: number, slug: string): Promise<ProductPage | null> {
  const [product] = await db
    .select()
    .from(storeProducts)
    .where(and(activeOf(storeId), eq(storeProducts.slug, slug)))
    .limit(1);
  if (!product) return null;
  const images = await db
    .select()
    .from(storeProductImages)
    .where(eq(storeProductImages.productId, product.id))
    .orderBy(asc(storeProductImages.position), asc(storeProductImages.id));
  const variants = await db
    .select()
    .from(storeVariants)
    .where(eq(storeVariants.productId, product.id))
    .orderBy(asc(storeVariants.position), asc(storeVariants.id));
  return {
    product,
    images,
    variants: variants.map((variant) => ({ ...variant, available: Math.max(0, variant.stock - variant.held) })),
  };
}

import { SELLER_PAGE_SIZE, type Product, type ProductImage, type ProductPage } from '@aerie/contract';
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { storeProductImages, storeProducts, storeVariants } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { StoreRow } from './seller-sessions.js';
import { storeMediaUrl } from './store-media.js';

export type ProductRow = typeof storeProducts.$inferSelect;
type ImageRow = typeof storeProductImages.$inferSelect;

/** A product of this store by uuid; another store's product is as unknown as a made-up uuid (404). */
export async function findProduct(db: Queryable, store: StoreRow, uuid: string): Promise<ProductRow> {
  const [product] = await db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.storeId, store.id), eq(storeProducts.uuid, uuid)))
    .limit(1);
  if (!product) throw notFound('The product');
  return product;
}

export function toProductImage(ctx: AppContext, store: StoreRow, image: ImageRow): ProductImage {
  return {
    uuid: image.uuid,
    url: storeMediaUrl(ctx.config.stores, store.domain, image.fileKey),
    content_type: image.contentType,
    width: image.width,
    height: image.height,
    position: image.position,
  };
}

export async function listProductImages(ctx: AppContext, store: StoreRow, productIds: number[]) {
  if (!productIds.length) return [];
  const rows = await ctx.db
    .select()
    .from(storeProductImages)
    .where(inArray(storeProductImages.productId, productIds))
    .orderBy(asc(storeProductImages.position), asc(storeProductImages.id));
  return rows.map((row) => ({ productId: row.productId, image: toProductImage(ctx, store, row) }));
}

/** The products as the admin shows them, with their variants and images (two queries for the whole list). */
export async function toProducts(ctx: AppContext, store: StoreRow, products: ProductRow[]): Promise<Product[]> {
  const ids = products.map((product) => product.id);
  const variants = ids.length
    ? await ctx.db
        .select()
        .from(storeVariants)
        .where(inArray(storeVariants.productId, ids))
        .orderBy(asc(storeVariants.position), asc(storeVariants.id))
    : [];
  const images = await listProductImages(ctx, store, ids);
  return products.map((product) => ({
    uuid: product.uuid,
    name: product.name,
    slug: product.slug,
    description: product.description,
    status: product.status,
    currency: store.currency,
    variants: variants
      .filter((variant) => variant.productId === product.id)
      .map((variant) => ({
        uuid: variant.uuid,
        name: variant.name,
        sku: variant.sku,
        price: variant.price,
        stock: variant.stock,
        held: variant.held,
      })),
    images: images.filter((entry) => entry.productId === product.id).map((entry) => entry.image),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  }));
}

export async function getProduct(ctx: AppContext, store: StoreRow, uuid: string): Promise<Product> {
  const [product] = await toProducts(ctx, store, [await findProduct(ctx.db, store, uuid)]);
  return product!;
}

/** `%` and `_` typed by the seller are matched as themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function listProducts(
  ctx: AppContext,
  store: StoreRow,
  query: { q?: string | undefined; page: number },
): Promise<ProductPage> {
  const where = and(
    eq(storeProducts.storeId, store.id),
    query.q ? ilike(storeProducts.name, likePattern(query.q)) : undefined,
  );
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(storeProducts).where(where);
  const rows = await ctx.db
    .select()
    .from(storeProducts)
    .where(where)
    .orderBy(desc(storeProducts.createdAt), desc(storeProducts.id))
    .limit(SELLER_PAGE_SIZE)
    .offset((query.page - 1) * SELLER_PAGE_SIZE);
  return {
    data: await toProducts(ctx, store, rows),
    current_page: query.page,
    per_page: SELLER_PAGE_SIZE,
    total,
    last_page: Math.max(1, Math.ceil(total / SELLER_PAGE_SIZE)),
  };
}

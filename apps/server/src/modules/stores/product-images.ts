import { randomBytes } from 'node:crypto';

import { PRODUCT_IMAGE_TOO_LARGE, PRODUCT_IMAGE_TYPE, STORE_RULES, type ProductImage } from '@aerie/contract';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { storeProductImages } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import { deleteImageVariants } from '../../lib/image-variants/store-image-variants.js';
import { MAX_IMAGE_PIXELS } from '../../lib/image-variants/make-image-variants.js';
import { findProduct, listProductImages } from './products.js';
import type { StoreRow } from './seller-sessions.js';
import { decodeDataUrl, sniffStoreImage, type StoreImage } from './sniff-store-image.js';
import { storeMediaPrefix } from './store-media.js';

export const TOO_MANY_PIXELS = 'This image has too many pixels (at most 50 megapixels, e.g. 8000 × 6000).';
export const TOO_MANY_IMAGES = `A product has at most ${STORE_RULES.imagesPerProductMax} images.`;

/**
 * Checks and stores an uploaded store image: the size on the decoded bytes, the type and dimensions
 * sniffed from them (PNG, JPEG, WebP). Stored under the store's prefix, served from its own origin.
 */
export async function storeUploadedImage(
  ctx: AppContext,
  store: StoreRow,
  dataUrl: string,
  folder: 'products' | 'logo',
): Promise<{ key: string; image: StoreImage }> {
  const bytes = decodeDataUrl(dataUrl);
  if (bytes.length > STORE_RULES.productImageMaxBytes) throw new AppError('payload_too_large', PRODUCT_IMAGE_TOO_LARGE);
  const image = sniffStoreImage(bytes);
  if (!image) throw fieldError('image', PRODUCT_IMAGE_TYPE);
  // A few KB can declare a picture that takes gigabytes to decode: refused on its header, before anything is stored.
  if (image.width * image.height > MAX_IMAGE_PIXELS) throw fieldError('image', TOO_MANY_PIXELS);
  const key = `${storeMediaPrefix(store.uuid)}${folder}/${randomBytes(16).toString('hex')}.${image.extension}`;
  await ctx.files.put(key, bytes, image.contentType);
  return { key, image };
}

async function imagesOf(ctx: AppContext, store: StoreRow, productId: number): Promise<ProductImage[]> {
  return (await listProductImages(ctx, store, [productId])).map((entry) => entry.image);
}

/**
 * Adds an image at the end. The product row is locked while its images are counted, so two uploads at
 * once cannot both take the last place.
 */
export async function uploadProductImage(
  ctx: AppContext,
  store: StoreRow,
  productUuid: string,
  dataUrl: string,
  alt = '',
): Promise<ProductImage> {
  await findProduct(ctx.db, store, productUuid);
  const { key, image } = await storeUploadedImage(ctx, store, dataUrl, 'products');
  try {
    const uuid = await ctx.db.transaction(async (tx) => {
      const product = await findProduct(tx, store, productUuid);
      await tx.execute(sql`select id from store_products where id = ${product.id} for update`);
      const [{ n, next } = { n: 0, next: 0 }] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          next: sql<number>`coalesce(max(${storeProductImages.position}) + 1, 0)::int`,
        })
        .from(storeProductImages)
        .where(eq(storeProductImages.productId, product.id));
      if (n >= STORE_RULES.imagesPerProductMax) throw new AppError('conflict', TOO_MANY_IMAGES);
      const [row] = await tx
        .insert(storeProductImages)
        .values({
          productId: product.id,
          fileKey: key,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          alt,
          position: next,
        })
        .returning({ uuid: storeProductImages.uuid });
      // Resized copies come from a job (docs/architecture.md § Image variants); until then pages use the original.
      await ctx.jobs.send('make-image-variants', { kind: 'store', key }, { db: tx });
      return row!.uuid;
    });
    const product = await findProduct(ctx.db, store, productUuid);
    const images = await imagesOf(ctx, store, product.id);
    return images.find((candidate) => candidate.uuid === uuid)!;
  } catch (error) {
    await ctx.files.delete(key).catch(() => {});
    throw error;
  }
}

export async function deleteProductImage(
  ctx: AppContext,
  store: StoreRow,
  productUuid: string,
  imageUuid: string,
): Promise<ProductImage[]> {
  const product = await findProduct(ctx.db, store, productUuid);
  const [deleted] = await ctx.db
    .delete(storeProductImages)
    .where(and(eq(storeProductImages.productId, product.id), eq(storeProductImages.uuid, imageUuid)))
    .returning({ key: storeProductImages.fileKey, widths: storeProductImages.variantWidths });
  if (!deleted) throw notFound('The image');
  await ctx.files.delete(deleted.key).catch(() => {});
  await deleteImageVariants(ctx.files, deleted.key, deleted.widths ?? []);
  return imagesOf(ctx, store, product.id);
}

/** The order must name every image of the product once; positions are rewritten in one transaction. */
export async function reorderProductImages(
  ctx: AppContext,
  store: StoreRow,
  productUuid: string,
  order: string[],
): Promise<ProductImage[]> {
  const product = await findProduct(ctx.db, store, productUuid);
  await ctx.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: storeProductImages.id, uuid: storeProductImages.uuid })
      .from(storeProductImages)
      .where(eq(storeProductImages.productId, product.id))
      .orderBy(asc(storeProductImages.position))
      .for('update');
    const idOf = new Map(current.map((image) => [image.uuid, image.id]));
    const sameSet = order.length === current.length && new Set(order).size === order.length;
    if (!sameSet || order.some((uuid) => !idOf.has(uuid))) {
      throw fieldError('order', "The order must name each of the product's images once.");
    }
    for (const [position, uuid] of order.entries()) {
      await tx
        .update(storeProductImages)
        .set({ position })
        .where(eq(storeProductImages.id, idOf.get(uuid)!));
    }
  });
  return imagesOf(ctx, store, product.id);
}

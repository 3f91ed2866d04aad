import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { storeProductImages, storeProducts, stores } from '../../db/schema/index.js';
import { deleteImageVariants } from '../../lib/image-variants/store-image-variants.js';
import type { VisibleStore } from './store-access.js';

/**
 * Deletes a store (docs/product.md § Store host calls `store/delete/{id}`). Its seller, sessions, products, carts and
 * orders go with the row (foreign keys cascade), so the storefront and its admin answer 404 from the next request on.
 * The files its rows pointed at (logo, product images) are removed after the commit: a file that fails to delete is
 * logged and left as an orphan, never a row pointing at a missing file.
 */
export async function deleteStore(ctx: AppContext, { store }: VisibleStore): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    const images = await tx
      .select({ key: storeProductImages.fileKey, widths: storeProductImages.variantWidths })
      .from(storeProductImages)
      .innerJoin(storeProducts, eq(storeProducts.id, storeProductImages.productId))
      .where(eq(storeProducts.storeId, store.id));
    const [deleted] = await tx.delete(stores).where(eq(stores.id, store.id)).returning({ logo: stores.logoFileKey });
    return [...images, ...(deleted?.logo ? [{ key: deleted.logo, widths: null }] : [])];
  });
  for (const { key, widths } of keys) {
    await ctx.files.delete(key).catch((error: unknown) => {
      ctx.logger.warn({ err: error, key }, 'could not delete a store file');
    });
    await deleteImageVariants(ctx.files, key, widths ?? []);
  }
}

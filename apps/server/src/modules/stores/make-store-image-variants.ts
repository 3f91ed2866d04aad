import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { storeProductImages } from '../../db/schema/index.js';
import { produceImageVariants } from '../../lib/image-variants/store-image-variants.js';

/**
 * The `make-image-variants` job for a product image: the copies go beside the original under the store's
 * prefix (served at `/media/…` like it), the widths onto its row, which the storefront reads on every page.
 */
export async function makeStoreImageVariants(ctx: Pick<AppContext, 'db' | 'files'>, key: string): Promise<void> {
  await produceImageVariants(ctx.files, key, async ({ widths }) => {
    const updated = await ctx.db
      .update(storeProductImages)
      .set({ variantWidths: widths })
      .where(eq(storeProductImages.fileKey, key))
      .returning({ id: storeProductImages.id });
    return updated.length > 0;
  });
}

import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { websiteImages } from '../../db/schema/index.js';
import { produceImageVariants } from '../../lib/image-variants/store-image-variants.js';

/**
 * The `make-image-variants` job for a builder image: the copies go beside the original in the files port
 * (served by the assets host like it), and the widths onto its row, where the next publish finds them
 * (render/responsive-images.ts).
 */
export async function makeWebsiteImageVariants(ctx: Pick<AppContext, 'db' | 'files'>, key: string): Promise<void> {
  await produceImageVariants(ctx.files, key, async ({ width, height, widths }) => {
    const size = width > 0 ? { width, height } : {};
    const updated = await ctx.db
      .update(websiteImages)
      .set({ ...size, variantWidths: widths })
      .where(eq(websiteImages.key, key))
      .returning({ id: websiteImages.id });
    return updated.length > 0;
  });
}

import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { websiteImages, websitePublications, websites } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { deleteImageVariants } from '../../lib/image-variants/store-image-variants.js';
import type { VisibleWebsite } from './website-access.js';
import { invalidateLiveSite } from './serve/live-sites.js';

/**
 * The first of the two delete calls (docs/product.md § Builder host calls `builder/delete/{id}`): takes the site off
 * the air and deletes its images. `builder_path` must name the site's subdomain, so a stale page cannot delete another
 * site than the one it shows. The record stays until `deletesite/{id}`.
 */
export async function deleteWebsiteFiles(ctx: AppContext, { website }: VisibleWebsite, builderPath: string) {
  if (builderPath.trim().toLowerCase() !== website.subdomain) {
    throw fieldError('builder_path', 'Builder path does not match this website');
  }
  const keys = await ctx.db.transaction(async (tx) => {
    await tx.delete(websitePublications).where(eq(websitePublications.websiteId, website.id));
    await tx
      .update(websites)
      .set({ publishedRevision: null, publishedAt: null, updatedAt: new Date() })
      .where(eq(websites.id, website.id));
    return deleteImageRows(tx, website.id);
  });
  invalidateLiveSite(website.id);
  await deleteStoredFiles(ctx, keys);
}

/** The second call (`deletesite/{id}`): the record, its revisions and publication (cascade), and any images left. */
export async function deleteWebsite(ctx: AppContext, { website }: VisibleWebsite) {
  const keys = await ctx.db.transaction(async (tx) => {
    const imageKeys = await deleteImageRows(tx, website.id);
    await tx.delete(websites).where(eq(websites.id, website.id));
    return imageKeys;
  });
  invalidateLiveSite(website.id);
  await deleteStoredFiles(ctx, keys);
}

interface DeletedImage {
  key: string;
  variantWidths: number[] | null;
}

async function deleteImageRows(db: Queryable, websiteId: number): Promise<DeletedImage[]> {
  const rows = await db
    .delete(websiteImages)
    .where(eq(websiteImages.websiteId, websiteId))
    .returning({ key: websiteImages.key, variantWidths: websiteImages.variantWidths });
  return rows;
}

/**
 * Files go once the rows that point at them are gone (after the commit): a file that fails to delete is
 * logged and left as an orphan, never a row pointing at a missing file.
 */
async function deleteStoredFiles(ctx: AppContext, images: DeletedImage[]): Promise<void> {
  for (const { key, variantWidths } of images) {
    await ctx.files.delete(key).catch((error: unknown) => {
      ctx.logger.warn({ err: error, key }, 'could not delete a website image');
    });
    await deleteImageVariants(ctx.files, key, variantWidths ?? []);
  }
}

import { randomBytes } from 'node:crypto';

import { LIMITS, MESSAGES, type UploadedImage } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { websiteImages } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import { isForeignKeyViolation } from '../../lib/database-errors.js';
import { MAX_IMAGE_PIXELS } from '../../lib/image-variants/make-image-variants.js';
import { sanitizeSvg } from './sanitize-svg.js';
import { assetsOrigin } from './site-address.js';
import { sniffWebsiteImage, type SniffedImage } from '../../lib/sniff-web-image.js';
import type { VisibleWebsite } from './website-access.js';

export const ACTIVE_SVG = 'This SVG contains scripts, links or embedded content, which images may not have.';
export const TOO_MANY_PIXELS = 'This image has too many pixels (at most 50 megapixels, e.g. 8000 × 6000).';

/** The bytes of a base64 data URL (the contract has checked its shape); its declared type is ignored. */
function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, ''), 'base64');
}

/** What is stored: the bytes as sent for PNG and JPEG, the sanitised text for SVG. */
async function storableImage(bytes: Buffer): Promise<{ image: SniffedImage; bytes: Buffer }> {
  const image = sniffWebsiteImage(bytes);
  if (!image) throw fieldError('image', MESSAGES.websiteImageType);
  // A few KB can declare a picture that takes gigabytes to decode: refused on its header, before anything is stored.
  if ((image.width ?? 0) * (image.height ?? 0) > MAX_IMAGE_PIXELS) throw fieldError('image', TOO_MANY_PIXELS);
  if (image.type !== 'svg') return { image, bytes };
  const sanitized = await sanitizeSvg(bytes.toString('utf8'));
  if (!sanitized) throw fieldError('image', ACTIVE_SVG);
  return {
    image: { ...image, width: sanitized.width, height: sanitized.height },
    bytes: Buffer.from(sanitized.svg, 'utf8'),
  };
}

/**
 * A builder image (docs/product.md § Builder images): 2048 KB or more is refused with the spec's message, counted on
 * the decoded bytes; the type is sniffed from the bytes and SVGs are sanitised. Stored through the files port under the
 * site's own prefix and served from the sites' assets origin, never the app's, so even a file that slipped through
 * could not read the app's token.
 */
export async function uploadWebsiteImage(
  ctx: AppContext,
  { website }: VisibleWebsite,
  dataUrl: string,
): Promise<UploadedImage> {
  const decoded = decodeDataUrl(dataUrl);
  if (decoded.length > LIMITS.websiteImageMaxBytes) {
    throw new AppError('payload_too_large', MESSAGES.websiteImageTooLarge);
  }
  const { image, bytes } = await storableImage(decoded);
  const key = `websites/${website.uuid}/${randomBytes(16).toString('hex')}.${image.extension}`;
  await ctx.files.put(key, bytes, image.contentType);
  const isRaster = image.type !== 'svg';
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(websiteImages).values({
        websiteId: website.id,
        key,
        contentType: image.contentType,
        size: bytes.length,
        width: image.width,
        height: image.height,
        // An SVG scales by itself: it has no variants to wait for.
        variantWidths: isRaster ? null : [],
      });
      // Resized copies are made by a job, so the upload answers without waiting for them (docs/architecture.md
      // § Image variants); the job exists only if the row does.
      if (isRaster) await ctx.jobs.send('make-image-variants', { kind: 'website', key }, { db: tx });
    });
  } catch (error) {
    await ctx.files.delete(key).catch(() => {});
    // The site was deleted while the image was on its way.
    throw isForeignKeyViolation(error) ? notFound('The website') : error;
  }
  return {
    src: `${assetsOrigin(ctx.config.sites)}/${key}`,
    type: image.type,
    width: image.width,
    height: image.height,
  };
}

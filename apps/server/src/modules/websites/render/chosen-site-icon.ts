import sharp from 'sharp';

import type { AppContext } from '../../../context.js';
import { isValidFileKey } from '../../../adapters/files/file-store.js';
import { MAX_IMAGE_PIXELS } from '../../../lib/image-variants/make-image-variants.js';
import { assetsOrigin } from '../site-address.js';

/** What browsers show in a tab at most sizes (16 and 32 CSS px on 1× to 3× screens) without a blurry upscale. */
export const SITE_ICON_SIZE = 48;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The key in the files port of the icon the draft names, or null: only an image of this site's own folder on the
 * assets origin counts (docs/product.md § Site icon), so a draft can never make a site serve another origin's file
 * or another site's upload.
 */
export function siteIconKey(projectData: unknown, assetsBase: string, websiteUuid: string): string | null {
  const src = (projectData as { siteIcon?: unknown } | null)?.siteIcon;
  const prefix = `${assetsBase}/websites/${websiteUuid}/`;
  if (typeof src !== 'string' || !src.startsWith(prefix)) return null;
  const key = src.slice(assetsBase.length + 1);
  return isValidFileKey(key) ? key : null;
}

/**
 * The owner's chosen icon as a 48×48 PNG, the whole image kept (a wide logo sits on a transparent band), or null
 * when none is chosen or its file is missing or cannot be decoded: the site then keeps its generated icon
 * (render/site-icon.ts), and a publish never fails for its icon.
 */
export async function chosenSiteIcon(
  ctx: Pick<AppContext, 'files' | 'config'>,
  website: { uuid: string },
  projectData: unknown,
): Promise<Buffer | null> {
  const key = siteIconKey(projectData, assetsOrigin(ctx.config.sites), website.uuid);
  if (!key) return null;
  try {
    const file = await ctx.files.get(key);
    if (!file) return null;
    return await sharp(file.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(SITE_ICON_SIZE, SITE_ICON_SIZE, { fit: 'contain', background: TRANSPARENT })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

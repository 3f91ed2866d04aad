import { escapeHtml } from '../../lib/escape-html.js';
import { responsivePicture } from '../../lib/image-variants/responsive-image.js';
import type { ImageRow } from './storefront-catalog.js';
import { storeMediaPath } from './store-media.js';

type ShownImage = Pick<ImageRow, 'fileKey' | 'width' | 'height' | 'variantWidths'>;

/**
 * How wide the storefront shows an image (storefront-css.ts): a card fills the 16 px-padded phone screen,
 * two columns on a tablet, about 260 px in the 1,100 px desktop grid; the product page's main image fills
 * the screen, then half of the grid from 800 px.
 */
export const CARD_SIZES = '(max-width: 519px) calc(100vw - 32px), (max-width: 799px) 50vw, 270px';
export const MAIN_SIZES = '(max-width: 799px) calc(100vw - 32px), 534px';

/**
 * A product image as the storefront shows it: a `<picture>` with AVIF and WebP once its variants exist
 * (docs/architecture.md § Image variants), the original until then; always sized, lazy unless `eager`
 * (the page's largest paint, fetched first).
 */
export function productImageHtml(
  image: ShownImage,
  options: { alt: string; eager: boolean; sizes: string; className?: string },
): string {
  if (image.variantWidths?.length) {
    return responsivePicture(
      { key: image.fileKey, width: image.width, height: image.height, widths: image.variantWidths },
      { ...options, urlOf: storeMediaPath },
    );
  }
  const className = options.className ? ` class="${escapeHtml(options.className)}"` : '';
  const loading = options.eager ? ' fetchpriority="high"' : ' loading="lazy" decoding="async"';
  return `<img${className} src="${escapeHtml(storeMediaPath(image.fileKey))}" alt="${escapeHtml(options.alt)}" width="${image.width}" height="${image.height}"${loading}>`;
}

import { escapeHtml } from '../escape-html.js';
import { originalFormat, variantFormats, variantKey, type VariantFormat } from './plan-image-variants.js';

/** An original whose variants exist: its key, its size, and the widths recorded by the variant job. */
export interface ImageWithVariants {
  key: string;
  width: number;
  height: number;
  widths: readonly number[];
}

/**
 * A `srcset` of one format: each recorded width's variant, or the original itself at its full width when
 * it is of that format. Null when the format has no candidate at all.
 */
export function srcsetOf(
  image: ImageWithVariants,
  format: VariantFormat,
  urlOf: (key: string) => string,
): string | null {
  const original = originalFormat(image.key);
  if (!original) return null;
  const candidates = image.widths.flatMap((width) => {
    if (variantFormats(original, width, image.width).includes(format)) {
      return [`${urlOf(variantKey(image.key, width, format))} ${width}w`];
    }
    return format === original && width === image.width ? [`${urlOf(image.key)} ${width}w`] : [];
  });
  return candidates.length ? candidates.join(', ') : null;
}

/**
 * What the browser is told about the displayed width when the layout is not known (a builder page): the
 * viewport's width up to the image's own width, then its own width.
 */
export function defaultSizes(image: Pick<ImageWithVariants, 'widths'>): string {
  const largest = Math.max(...image.widths);
  return `(max-width: ${largest}px) 100vw, ${largest}px`;
}

/**
 * `<picture>` with AVIF and WebP sources around an `<img>` of the original's format, sized (no layout
 * shift) and, below the fold, lazy (docs/architecture.md § Image variants). `imgAttributes` are already
 * escaped name/value pairs (class, alt…) put on the img.
 */
export function responsivePicture(
  image: ImageWithVariants,
  options: {
    urlOf: (key: string) => string;
    sizes: string;
    alt: string;
    eager: boolean;
    className?: string;
  },
): string {
  const sizes = escapeHtml(options.sizes);
  const sources = (['avif', 'webp'] as const)
    .map((format) => {
      const srcset = srcsetOf(image, format, options.urlOf);
      return srcset ? `<source type="image/${format}" srcset="${escapeHtml(srcset)}" sizes="${sizes}">` : '';
    })
    .join('');
  const original = originalFormat(image.key);
  const fallback = original && srcsetOf(image, original, options.urlOf);
  const loading = options.eager ? ' fetchpriority="high"' : ' loading="lazy" decoding="async"';
  const className = options.className ? ` class="${escapeHtml(options.className)}"` : '';
  const srcset = fallback ? ` srcset="${escapeHtml(fallback)}" sizes="${sizes}"` : '';
  return `<picture>${sources}<img${className} src="${escapeHtml(options.urlOf(image.key))}"${srcset} alt="${escapeHtml(options.alt)}" width="${image.width}" height="${image.height}"${loading}></picture>`;
}

/**
 * Resized copies of an uploaded raster image (docs/architecture.md § Image variants): a few widths, each in
 * AVIF and WebP and in the original's own format, never wider than the original. The keys derive from the
 * original's key, so a variant lives (and is served, and deleted) beside it under the same prefix.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export type VariantFormat = 'avif' | 'webp' | 'png' | 'jpeg';

export interface PlannedVariant {
  width: number;
  format: VariantFormat;
  key: string;
  contentType: string;
}

/** What a variant of each format is stored as. */
export const VARIANT_TYPES: Record<VariantFormat, { extension: string; contentType: string }> = {
  avif: { extension: 'avif', contentType: 'image/avif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
};

/** The original's format by its key's extension (made by our upload code); null for SVG and anything else. */
export function originalFormat(key: string): VariantFormat | null {
  const extension = /\.([a-z]+)$/.exec(key)?.[1];
  if (extension === 'png') return 'png';
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  if (extension === 'webp') return 'webp';
  return null;
}

/**
 * The widths to make for an original `width` px wide: the standard widths below it, and the original's own
 * width (at most the largest standard one) so the modern formats cover the full size too. Never upscaled.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!);
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/** `websites/u/abc.png` at 640 px as WebP is `websites/u/abc.w640.webp`. */
export function variantKey(key: string, width: number, format: VariantFormat): string {
  return `${key.replace(/\.[a-z]+$/, '')}.w${width}.${VARIANT_TYPES[format].extension}`;
}

/**
 * The formats a width is made in: AVIF, WebP and the original's format, except the original's format at its
 * own full width, which is the original itself.
 */
export function variantFormats(original: VariantFormat, width: number, originalWidth: number): VariantFormat[] {
  const formats = [...new Set<VariantFormat>(['avif', 'webp', original])];
  return formats.filter((format) => !(format === original && width === originalWidth));
}

/** Every variant to make for an original raster image; none for SVG (it scales by itself) or unknown types. */
export function planImageVariants(key: string, size: { width: number; height: number }): PlannedVariant[] {
  const original = originalFormat(key);
  if (!original || size.width < 1 || size.height < 1) return [];
  return variantWidths(size.width).flatMap((width) =>
    variantFormats(original, width, size.width).map((format) => ({
      width,
      format,
      key: variantKey(key, width, format),
      contentType: VARIANT_TYPES[format].contentType,
    })),
  );
}

/**
 * Every key a variant of `key` may have been stored under, whatever widths were recorded: what deleting the
 * original deletes (a variant job racing the delete cleans up after itself, see make-image-variants.ts).
 */
export function possibleVariantKeys(key: string, recordedWidths: readonly number[] = []): string[] {
  const widths = new Set<number>([...VARIANT_WIDTHS, ...recordedWidths]);
  return [...widths].flatMap((width) =>
    (['avif', 'webp', 'png', 'jpeg'] as const).map((format) => variantKey(key, width, format)),
  );
}

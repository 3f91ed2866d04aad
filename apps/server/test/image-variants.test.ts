import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { makeImageVariants, MAX_IMAGE_PIXELS } from '../src/lib/image-variants/make-image-variants.js';
import {
  planImageVariants,
  possibleVariantKeys,
  variantKey,
  variantWidths,
} from '../src/lib/image-variants/plan-image-variants.js';
import { responsivePicture, srcsetOf } from '../src/lib/image-variants/responsive-image.js';
import { produceImageVariants } from '../src/lib/image-variants/store-image-variants.js';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

/** An in-memory files port. */
function memoryFiles(initial: Record<string, Buffer> = {}) {
  const stored = new Map(Object.entries(initial).map(([key, bytes]) => [key, { bytes, contentType: 'image/jpeg' }]));
  return {
    stored,
    get: async (key: string) => stored.get(key) ?? null,
    put: async (key: string, bytes: Buffer, contentType: string) => void stored.set(key, { bytes, contentType }),
    delete: async (key: string) => void stored.delete(key),
  };
}

describe('variant planning', () => {
  it('never upscales: the standard widths below the original, then the original (at most 1920)', () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it('makes AVIF, WebP and the original format, but not the original again at its own width', () => {
    const planned = planImageVariants('websites/u/abc.png', { width: 800, height: 600 });
    expect(planned.map((variant) => `${variant.width} ${variant.format}`)).toEqual([
      '320 avif',
      '320 webp',
      '320 png',
      '640 avif',
      '640 webp',
      '640 png',
      '800 avif',
      '800 webp',
    ]);
    expect(planned[0]).toEqual({
      width: 320,
      format: 'avif',
      key: 'websites/u/abc.w320.avif',
      contentType: 'image/avif',
    });
    // Larger than the largest width: the original's format is made at 1920 too.
    expect(planImageVariants('stores/s/products/x.jpg', { width: 2400, height: 1600 }).at(-1)).toMatchObject({
      width: 1920,
      format: 'jpeg',
      key: 'stores/s/products/x.w1920.jpg',
    });
    // A WebP original: WebP is its own format.
    expect(planImageVariants('a/b.webp', { width: 640, height: 640 }).map((variant) => variant.key)).toEqual([
      'a/b.w320.avif',
      'a/b.w320.webp',
      'a/b.w640.avif',
    ]);
  });

  it('plans nothing for SVG or unknown types, and keys stay beside the original', () => {
    expect(planImageVariants('websites/u/logo.svg', { width: 3000, height: 100 })).toEqual([]);
    expect(planImageVariants('websites/u/file.gif', { width: 3000, height: 100 })).toEqual([]);
    expect(variantKey('websites/u/abc.jpg', 640, 'webp')).toBe('websites/u/abc.w640.webp');
    expect(possibleVariantKeys('a/b.png', [800])).toContain('a/b.w800.avif');
    expect(possibleVariantKeys('a/b.png')).toHaveLength(5 * 4);
  });

  it('writes srcsets per format, using the original itself for its format at full width', () => {
    const image = { key: 'a/b.png', width: 800, height: 600, widths: [320, 640, 800] };
    const url = (key: string) => `https://assets.test/${key}`;
    expect(srcsetOf(image, 'webp', url)).toBe(
      'https://assets.test/a/b.w320.webp 320w, https://assets.test/a/b.w640.webp 640w, https://assets.test/a/b.w800.webp 800w',
    );
    expect(srcsetOf(image, 'png', url)).toBe(
      'https://assets.test/a/b.w320.png 320w, https://assets.test/a/b.w640.png 640w, https://assets.test/a/b.png 800w',
    );
    const html = responsivePicture(image, { urlOf: url, sizes: '100vw', alt: 'A "view"', eager: false });
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcset="[^"]+" sizes="100vw"><source type="image\/webp"/,
    );
    expect(html).toContain(
      'alt="A &quot;view&quot;" width="800" height="600" loading="lazy" decoding="async"></picture>',
    );
  });
});

describe('making variants', () => {
  it('resizes a real photo to every planned width, in the planned formats', async () => {
    const { width, height, variants } = await makeImageVariants('a/photo.jpg', await photo(1000, 500));
    expect({ width, height }).toEqual({ width: 1000, height: 500 });
    expect(variants.map((variant) => variant.key)).toEqual(
      planImageVariants('a/photo.jpg', { width: 1000, height: 500 }).map((variant) => variant.key),
    );
    for (const variant of variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
    }
  });

  it('refuses to decode more pixels than the limit (a decompression bomb)', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 10;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(makeImageVariants('a/bomb.png', bomb)).rejects.toThrow(/pixel limit/i);
  });

  it('records no variants for bytes that sniff right but do not decode, and stores nothing', async () => {
    const broken = Buffer.concat([(await photo(400, 300)).subarray(0, 200), Buffer.alloc(200, 7)]);
    const files = memoryFiles({ 'a/broken.jpg': broken });
    const recorded: unknown[] = [];
    const outcome = await produceImageVariants(files, 'a/broken.jpg', async (result) => {
      recorded.push(result);
      return true;
    });
    expect(outcome).toBe('undecodable');
    expect(recorded).toEqual([{ width: 0, height: 0, widths: [] }]);
    expect([...files.stored.keys()]).toEqual(['a/broken.jpg']);
  });

  it('deletes what it made when the original was deleted meanwhile', async () => {
    const files = memoryFiles({ 'a/gone.jpg': await photo(700, 400) });
    const outcome = await produceImageVariants(files, 'a/gone.jpg', async () => false);
    expect(outcome).toBe('gone');
    expect([...files.stored.keys()]).toEqual(['a/gone.jpg']);
  });
});

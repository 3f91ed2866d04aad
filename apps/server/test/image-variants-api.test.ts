import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeProductImages, websiteImages, websites } from '../src/db/schema/index.js';
import { variantKey } from '../src/lib/image-variants/plan-image-variants.js';
import { TOO_MANY_PIXELS } from '../src/modules/websites/upload-website-image.js';
import { expectRefused, projectTeam } from './support/project-fixtures.js';
import { createProduct, sellerCall, signedInStore } from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  ASSETS_ORIGIN,
  createWebsite,
  dataUrl,
  jpeg,
  png,
  projectData,
  publish,
  saveDraft,
  SITES_URL,
  visit,
} from './support/website-fixtures.js';

let t: TestApp;
let filesDir: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
  t = await startTestApp({ env: { FILES_DIR: filesDir, SITES_URL } });
  team = await projectTeam(t);
}, 300_000);
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#48a' } })
    .jpeg()
    .toBuffer();

/** A PNG whose header declares `width`×`height`: enough for the sniffer, a few bytes to send. */
function declaredPng(width: number, height: number): Buffer {
  const bytes = png(1, 1);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** Waits for the variant job (the test app runs the workers) to record a result. */
async function recordedWidths(read: () => Promise<number[] | null | undefined>): Promise<number[]> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const widths = await read();
    if (widths) return widths;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the variant job recorded nothing');
}

const websiteWidths = (key: string) => () =>
  t.runtime.ctx.db
    .select({ widths: websiteImages.variantWidths })
    .from(websiteImages)
    .where(eq(websiteImages.key, key))
    .then(([row]) => row?.widths);

describe('builder image variants', () => {
  it('makes variants after the upload answers, serves them, and publishes sized responsive images', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    const upload = (image: string) =>
      t.call({
        method: 'POST',
        url: `/builder-api/site/${site.uuid}/images`,
        token: team.owner.token,
        body: { image },
      });
    const reply = await upload(dataUrl(await photo(2400, 1600), 'image/jpeg'));
    expect(reply.statusCode, reply.body).toBe(200);
    const { src } = reply.json().data;
    const key = new URL(src).pathname.slice(1);
    expect(await recordedWidths(websiteWidths(key))).toEqual([320, 640, 960, 1280, 1920]);

    const webp = await t.app.inject({
      method: 'GET',
      url: `/${variantKey(key, 640, 'webp')}`,
      headers: { host: new URL(ASSETS_ORIGIN).host },
    });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(640);

    // A second image whose bytes sniff as a JPEG but do not decode: no variants, the page keeps the original.
    const broken = await upload(dataUrl(jpeg(640, 480), 'image/jpeg'));
    expect(broken.statusCode, broken.body).toBe(200);
    const brokenKey = new URL(broken.json().data.src).pathname.slice(1);
    const brokenWidths = websiteWidths(brokenKey);
    // `[]` is recorded: wait for it to be anything but null.
    expect(await recordedWidths(async () => ((await brokenWidths()) === null ? null : [-1]))).toEqual([-1]);
    expect(await brokenWidths()).toEqual([]);

    const [row] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.uuid, site.uuid));
    const revision = await saveDraft(
      t,
      row!,
      projectData({
        extraHtml: `<img src="${src}" alt="Field"><img src="${broken.json().data.src}" alt="Broken"><img src="${src}" alt="Again">`,
      }),
    );
    expect((await publish(t, team.owner.token, site.uuid, revision)).statusCode).toBe(200);
    const page = await visit(t, `${row!.subdomain}.${new URL(SITES_URL).host}`);
    expect(page.statusCode).toBe(200);
    const images = page.body.match(/<img [^>]*>/g)!;
    expect(images[0]).toContain(`src="${src}"`);
    expect(images[0]).toContain(`srcset="${ASSETS_ORIGIN}/${variantKey(key, 320, 'webp')} 320w,`);
    expect(images[0]).toContain(`${ASSETS_ORIGIN}/${variantKey(key, 1920, 'webp')} 1920w"`);
    expect(images[0]).toMatch(/sizes="\(max-width: 1920px\) 100vw, 1920px"/);
    expect(images[0]).toMatch(/width="2400" height="1600"/);
    expect(images[0]).not.toContain('loading=');
    // The undecodable one: sized from its header, no srcset; eager as the second image of the page.
    expect(images[1]).toMatch(/alt="Broken" width="640" height="480" \/>/);
    expect(images[1]).not.toContain('srcset');
    // From the third image on: lazy, decoded off the main thread.
    expect(images[2]).toMatch(/srcset="[^"]+" sizes="[^"]+" loading="lazy" decoding="async"/);

    // Deleting the site's files deletes the variants with the originals.
    const deleted = await t.call({
      method: 'POST',
      url: `/builder-api/builder/delete/${site.uuid}`,
      token: team.owner.token,
      body: { builder_path: row!.subdomain },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.runtime.ctx.files.get(key)).toBeNull();
    for (const width of [320, 1920]) {
      expect(await t.runtime.ctx.files.get(variantKey(key, width, 'avif'))).toBeNull();
      expect(await t.runtime.ctx.files.get(variantKey(key, width, 'webp'))).toBeNull();
    }
  }, 120_000);

  it('refuses a decompression bomb on its header, with a field error, and stores nothing', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    const reply = await t.call({
      method: 'POST',
      url: `/builder-api/site/${site.uuid}/images`,
      token: team.owner.token,
      body: { image: dataUrl(declaredPng(20_000, 20_000)) },
    });
    expectRefused(reply, 'image', TOO_MANY_PIXELS);
    const [row] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.uuid, site.uuid));
    expect(await t.runtime.ctx.db.select().from(websiteImages).where(eq(websiteImages.websiteId, row!.id))).toEqual([]);
  });
});

describe('product image variants', () => {
  it('makes variants of an uploaded product image and the storefront serves a sized <picture>', async () => {
    const shop = await signedInStore(t);
    const product = await createProduct(t, shop);
    const reply = await sellerCall(t, shop, {
      method: 'POST',
      url: `/products/${product.uuid}/images`,
      token: shop.token,
      body: { image: dataUrl(await photo(800, 800), 'image/jpeg') },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const image = reply.json().data;
    const [stored] = await t.runtime.ctx.db
      .select()
      .from(storeProductImages)
      .where(eq(storeProductImages.uuid, image.uuid));
    const key = stored!.fileKey;
    const widths = await recordedWidths(() =>
      t.runtime.ctx.db
        .select({ widths: storeProductImages.variantWidths })
        .from(storeProductImages)
        .where(eq(storeProductImages.uuid, image.uuid))
        .then(([row]) => row?.widths),
    );
    expect(widths).toEqual([320, 640, 800]);

    const host = shop.host;
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(
      `<picture><source type="image/avif" srcset="/media/${variantKey(key, 320, 'avif')} 320w, /media/${variantKey(key, 640, 'avif')} 640w, /media/${variantKey(key, 800, 'avif')} 800w"`,
    );
    expect(home.body).toMatch(
      /<img src="\/media\/[^"]+\.jpg" srcset="[^"]+ 320w, [^"]+ 640w, [^"]+\.jpg 800w" sizes="[^"]+" alt="Blue Mug" width="800" height="800" fetchpriority="high"><\/picture>/,
    );
    const avif = await t.app.inject({
      method: 'GET',
      url: `/media/${variantKey(key, 320, 'avif')}`,
      headers: { host },
    });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');

    const removed = await sellerCall(t, shop, {
      method: 'DELETE',
      url: `/products/${product.uuid}/images/${image.uuid}`,
      token: shop.token,
    });
    expect(removed.statusCode).toBe(200);
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      expect(await t.runtime.ctx.files.get(variantKey(key, 320, format))).toBeNull();
    }
    expect(await t.runtime.ctx.files.get(variantKey(key, 800, 'avif'))).toBeNull();
  }, 120_000);
});

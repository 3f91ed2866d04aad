import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { FileStore } from '../src/adapters/files/file-store.js';
import { createS3FileStore } from '../src/adapters/files/s3-file-store.js';
import { storeProductImages, websiteImages, websites } from '../src/db/schema/index.js';
import { variantKey } from '../src/lib/image-variants/plan-image-variants.js';
import { signedInUser } from './support/accounts.js';
import { projectTeam } from './support/project-fixtures.js';
import { startLocalS3, type LocalS3 } from './support/s3-server.js';
import { createProduct, sellerCall, signedInStore } from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  ASSETS_ORIGIN,
  createWebsite,
  dataUrl,
  projectData,
  publish,
  saveDraft,
  SITES_URL,
  visit,
} from './support/website-fixtures.js';

/** The whole journey of issue 33 § 1 with FILES_PROVIDER=s3: every upload lands in the bucket, every page reads it back. */
let t: TestApp;
let s3: LocalS3;
let bucket: FileStore;
let filesDir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  bucket = await createS3FileStore(s3.settings);
  // Set, to prove it stays unused: with object storage nothing is written to local disk.
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
  t = await startTestApp({ env: { ...s3.env, FILES_DIR: filesDir, SITES_URL } });
}, 300_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();

/** Waits for the variant job (the test app runs the workers) to record a result. */
async function recordedWidths(read: () => Promise<number[] | null | undefined>): Promise<number[]> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const widths = await read();
    if (widths) return widths;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the variant job recorded nothing');
}

const assetsHost = new URL(ASSETS_ORIGIN).host;

/**
 * Runs a request and fails if it opened a file's bytes. A HEAD must ask the bucket for the object's type and size
 * alone: Fastify drains what a HEAD's GET handler sends, so opening the object downloaded all of it to throw it away.
 */
async function withoutOpening<T>(request: () => Promise<T>): Promise<T> {
  const open = vi.spyOn(t.runtime.ctx.files, 'open');
  try {
    return await request();
  } finally {
    const opened = open.mock.calls.length;
    open.mockRestore();
    expect(opened, 'files opened').toBe(0);
  }
}

describe('files in an S3 bucket (FILES_PROVIDER=s3)', () => {
  it('stores an avatar in the bucket and serves it at /files/ with the same headers', async () => {
    const user = await signedInUser(t);
    const image = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#4f46e5' } })
      .png()
      .toBuffer();
    const reply = await t.call({
      method: 'POST',
      url: '/api/users/upload-avatar',
      token: user.token,
      body: { image: dataUrl(image) },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const url: string = reply.json().data.avatar;
    expect(url).toMatch(/^\/files\/avatars\//);
    expect((await bucket.get(url.slice('/files/'.length)))?.bytes.equals(image)).toBe(true);

    const file = await t.call({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(image)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(image.length),
      'cache-control': IMMUTABLE,
      'content-security-policy': UPLOAD_CSP,
      'x-content-type-options': 'nosniff',
    });
    // Nothing of the bucket's own answer leaks through.
    expect(Object.keys(file.headers).filter((name) => name.startsWith('x-amz'))).toEqual([]);
    expect(file.headers.etag).toBeUndefined();

    const head = await withoutOpening(() => t.call({ method: 'HEAD', url }));
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-length': String(image.length), 'content-type': 'image/png' });
    expect(head.rawPayload.length).toBe(0);
    expect((await t.call({ method: 'GET', url: '/files/avatars/0-unknown.png' })).statusCode).toBe(404);
  });

  it('stores a builder image and its resized copies, serves them on the assets host, publishes and exports them', async () => {
    const team = await projectTeam(t);
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    const original = await photo(1400, 700);
    const upload = await t.call({
      method: 'POST',
      url: `/builder-api/site/${site.uuid}/images`,
      token: team.owner.token,
      body: { image: dataUrl(original, 'image/jpeg') },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { src } = upload.json().data;
    const key = new URL(src).pathname.slice(1);
    const widths = await recordedWidths(() =>
      t.runtime.ctx.db
        .select({ widths: websiteImages.variantWidths })
        .from(websiteImages)
        .where(eq(websiteImages.key, key))
        .then(([row]) => row?.widths),
    );
    expect(widths).toEqual([320, 640, 960, 1280, 1400]);
    expect((await bucket.get(key))?.bytes.equals(original)).toBe(true);
    expect((await bucket.get(variantKey(key, 640, 'avif')))?.contentType).toBe('image/avif');

    const served = await t.app.inject({ method: 'GET', url: `/${key}`, headers: { host: assetsHost } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(original)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': IMMUTABLE,
      'content-security-policy': UPLOAD_CSP,
      'cross-origin-resource-policy': 'cross-origin',
    });
    const head = await withoutOpening(() =>
      t.app.inject({ method: 'HEAD', url: `/${key}`, headers: { host: assetsHost } }),
    );
    expect(head.headers).toMatchObject({ 'content-type': 'image/jpeg', 'content-length': String(original.length) });
    expect(head.rawPayload.length).toBe(0);
    const webp = await t.app.inject({
      method: 'GET',
      url: `/${variantKey(key, 640, 'webp')}`,
      headers: { host: assetsHost },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(640);

    const [row] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.uuid, site.uuid));
    const revision = await saveDraft(t, row!, projectData({ extraHtml: `<img src="${src}" alt="Meadow">` }));
    expect((await publish(t, team.owner.token, site.uuid, revision)).statusCode).toBe(200);
    const page = await visit(t, `${row!.subdomain}.${new URL(SITES_URL).host}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`src="${src}"`);
    expect(page.body).toContain(`${ASSETS_ORIGIN}/${variantKey(key, 1280, 'webp')} 1280w`);

    const exported = await t.call({
      method: 'GET',
      url: `/builder-api/site/${site.uuid}/export`,
      token: team.owner.token,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const images = Object.keys(zip).filter((name) => name.startsWith('images/') && !name.endsWith('/'));
    expect(images).toHaveLength(1);
    expect(Buffer.from(zip[images[0]!]!).equals(original)).toBe(true);
  }, 120_000);

  it('stores a product image and its copies; the storefront serves them at /media/', async () => {
    const shop = await signedInStore(t);
    const product = await createProduct(t, shop);
    const original = await photo(700, 700);
    const reply = await sellerCall(t, shop, {
      method: 'POST',
      url: `/products/${product.uuid}/images`,
      token: shop.token,
      body: { image: dataUrl(original, 'image/jpeg') },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [stored] = await t.runtime.ctx.db
      .select()
      .from(storeProductImages)
      .where(eq(storeProductImages.uuid, reply.json().data.uuid));
    const key = stored!.fileKey;
    const widths = await recordedWidths(() =>
      t.runtime.ctx.db
        .select({ widths: storeProductImages.variantWidths })
        .from(storeProductImages)
        .where(eq(storeProductImages.uuid, stored!.uuid))
        .then(([row]) => row?.widths),
    );
    expect(widths).toEqual([320, 640, 700]);
    expect((await bucket.get(key))?.bytes.equals(original)).toBe(true);

    const home = await t.app.inject({ method: 'GET', url: '/', headers: { host: shop.host } });
    expect(home.body).toContain(`/media/${variantKey(key, 320, 'avif')} 320w`);
    const media = await t.app.inject({ method: 'GET', url: `/media/${key}`, headers: { host: shop.host } });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(original)).toBe(true);
    expect(media.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': IMMUTABLE });
    const mediaHead = await withoutOpening(() =>
      t.app.inject({ method: 'HEAD', url: `/media/${key}`, headers: { host: shop.host } }),
    );
    expect(mediaHead.statusCode).toBe(200);
    expect(mediaHead.headers['content-length']).toBe(String(original.length));
    expect(mediaHead.rawPayload.length).toBe(0);
    const avif = await t.app.inject({
      method: 'GET',
      url: `/media/${variantKey(key, 320, 'avif')}`,
      headers: { host: shop.host },
    });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');

    const removed = await sellerCall(t, shop, {
      method: 'DELETE',
      url: `/products/${product.uuid}/images/${stored!.uuid}`,
      token: shop.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await bucket.get(key)).toBeNull();
    expect(await bucket.get(variantKey(key, 320, 'avif'))).toBeNull();
  }, 120_000);

  it('stores a store logo; a new one replaces it in the bucket', async () => {
    const shop = await signedInStore(t);
    const logo = (size: number) =>
      sharp({ create: { width: size, height: size, channels: 3, background: '#e11' } })
        .png()
        .toBuffer();
    const upload = async (image: Buffer) => {
      const reply = await sellerCall(t, shop, {
        method: 'POST',
        url: '/settings/logo',
        token: shop.token,
        body: { image: dataUrl(image) },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return new URL(reply.json().data.logo_url).pathname;
    };
    const first = await upload(await logo(10));
    const secondImage = await logo(12);
    const second = await upload(secondImage);
    const get = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { host: shop.host } });
    expect((await get(first)).statusCode).toBe(404);
    expect(await bucket.get(first.slice('/media/'.length))).toBeNull();
    const served = await get(second);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(secondImage)).toBe(true);
    expect((await bucket.get(second.slice('/media/'.length)))?.bytes.equals(secondImage)).toBe(true);
  });

  it('wrote nothing to the local files folder', () => {
    expect(existsSync(filesDir) ? readdirSync(filesDir) : []).toEqual([]);
  });
});

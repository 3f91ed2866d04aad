import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LIMITS, MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { websiteImages } from '../src/db/schema/index.js';
import { ACTIVE_SVG } from '../src/modules/websites/upload-website-image.js';
import { expectRefused, projectTeam } from './support/project-fixtures.js';
import { guardReplies } from './support/reply-guard.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { ASSETS_ORIGIN, createWebsite, dataUrl, jpeg, png, SITES_URL } from './support/website-fixtures.js';

const guarded = guardReplies();
let t: TestApp;
let filesDir: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
let uuid: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
  t = await startTestApp(guarded({ env: { FILES_DIR: filesDir, SITES_URL } }));
  team = await projectTeam(t);
  uuid = (await createWebsite(t, team.owner.token, team.project.u_id)).uuid;
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const upload = (image: string, token = team.member.token, site = uuid) =>
  t.call({ method: 'POST', url: `/builder-api/site/${site}/images`, token, body: { image } });

/** The stored file behind an uploaded image's `src`, which must be on the sites' assets origin. */
async function storedFile(src: string) {
  const url = new URL(src);
  expect(url.origin).toBe(ASSETS_ORIGIN);
  expect(url.pathname).toMatch(new RegExp(`^/websites/${uuid}/[0-9a-f]{32}\\.(png|jpg|svg)$`));
  return t.runtime.ctx.files.get(url.pathname.slice(1));
}

/**
 * The site's recorded images by key: the variants job of an earlier upload updates its row in the background, so
 * "nothing stored" compares which images exist, not their rows.
 */
const storedKeys = async () =>
  (await t.runtime.ctx.db.select({ key: websiteImages.key }).from(websiteImages)).map((row) => row.key).sort();

const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><defs><linearGradient id="g"><stop offset="0" stop-color="#4f46e5"/></linearGradient></defs><rect width="120" height="80" fill="url(#g)"/><text x="10" y="40">Logo</text></svg>`;

describe('upload website image', () => {
  it('stores a PNG on the sites origin with its size, and records it for the site', async () => {
    const reply = await upload(dataUrl(png(3, 2)));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      data: { src: expect.any(String), type: 'png', width: 3, height: 2 },
    });
    const file = await storedFile(reply.json().data.src);
    expect(file).toEqual({ bytes: png(3, 2), contentType: 'image/png' });
    const key = new URL(reply.json().data.src).pathname.slice(1);
    expect(await t.runtime.ctx.db.select().from(websiteImages).where(eq(websiteImages.key, key))).toEqual([
      expect.objectContaining({ contentType: 'image/png', size: png(3, 2).length }),
    ]);
  });

  it('reads the size of a JPEG from its frame header', async () => {
    const reply = await upload(dataUrl(jpeg(640, 480), 'image/jpeg'));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ type: 'jpg', width: 640, height: 480 });
    expect((await storedFile(reply.json().data.src))!.contentType).toBe('image/jpeg');
  });

  it('trusts the bytes, not the data URL: PNG bytes sent as a JPEG are stored as a PNG', async () => {
    const reply = await upload(dataUrl(png(1, 1), 'image/jpeg'));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.type).toBe('png');
    expect(reply.json().data.src).toMatch(/\.png$/);
    expect((await storedFile(reply.json().data.src))!.contentType).toBe('image/png');
  });

  it.each([
    ['HTML sent as a PNG', dataUrl('<!doctype html><html><script>alert(1)</script></html>', 'image/png')],
    ['a GIF', 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='],
    ['plain text', dataUrl('just some words', 'image/svg+xml')],
    ['XML whose root is not svg', dataUrl('<?xml version="1.0"?><html><svg></svg></html>', 'image/svg+xml')],
  ])('refuses %s with the type message', async (_what, image) => {
    expectRefused(await upload(image), 'image', MESSAGES.websiteImageType);
  });

  it('refuses 2048 KB exactly with the spec message, and takes one byte less', async () => {
    const limit = 2048 * 1024;
    expect(LIMITS.websiteImageMaxBytes).toBe(limit - 1);
    const tooBig = await upload(dataUrl(png(1, 1, limit)));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      success: false,
      error: 'payload_too_large',
      message: 'File too Big, please select a file less than 2mb',
    });
    const justUnder = await upload(dataUrl(png(1, 1, limit - 1)));
    expect(justUnder.statusCode, justUnder.body).toBe(200);
    expect((await storedFile(justUnder.json().data.src))!.bytes.length).toBe(limit - 1);
  });

  it('takes a clean SVG, stores it sanitised as SVG, and reads its size from the viewBox', async () => {
    const reply = await upload(dataUrl(CLEAN_SVG, 'image/svg+xml'));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ type: 'svg', width: 120, height: 80 });
    const file = (await storedFile(reply.json().data.src))!;
    expect(file.contentType).toBe('image/svg+xml');
    const text = file.bytes.toString('utf8');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(text).toContain('<linearGradient id="g">');
    expect(text).toContain('>Logo</text>');
  });

  it('reads width and height attributes of an SVG and adds the namespace a file needs', async () => {
    const reply = await upload(dataUrl('<svg width="48px" height="32"><circle r="4"/></svg>', 'image/svg+xml'));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ width: 48, height: 32 });
    expect((await storedFile(reply.json().data.src))!.bytes.toString()).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg"',
    );
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect/></svg>'],
    ['an onload handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
    [
      'a javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect width="5" height="5"/></a></svg>',
    ],
    [
      'foreign HTML',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><img src="x" onerror="alert(1)"/></foreignObject></svg>',
    ],
    ['an external image', '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://tracker.example/p.png"/></svg>'],
  ])('refuses an SVG with %s and stores nothing', async (_what, svg) => {
    const before = await storedKeys();
    expectRefused(await upload(dataUrl(svg, 'image/svg+xml')), 'image', ACTIVE_SVG);
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses something that is not a data URL', async () => {
    expectRefused(await upload('http://example.com/picture.png'), 'image', 'Image must be an image data URL');
  });

  it("answers 404 for another workspace's site and stores nothing", async () => {
    const before = await storedKeys();
    expect((await upload(dataUrl(png(1, 1)), team.stranger.token)).statusCode).toBe(404);
    expect(await storedKeys()).toEqual(before);
  });
});

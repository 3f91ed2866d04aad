import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { WebsiteRow } from '../src/db/schema/index.js';
import { siteIconPng } from '../src/modules/websites/render/site-icon.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { guardReplies } from './support/reply-guard.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  dataUrl,
  insertWebsite,
  projectData,
  publish,
  saveDraft,
  SITES_HOST,
  visit,
} from './support/website-fixtures.js';

/*
 * The site icon the owner chooses (issue 31 § 3, docs/product.md § Site icon): one of the site's uploaded images,
 * made a 48×48 PNG at publish time and answered at /favicon.ico; anything else serves the generated icon, and a
 * publish never fails for its icon.
 */
const guarded = guardReplies();
let t: TestApp;
let filesDir: string;
let owner: Account & { workspace: WorkspaceRef };
let projectId: number;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
  t = await startTestApp(guarded({ env: { FILES_DIR: filesDir } }));
  owner = await accountWithWorkspace(t);
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const GENERATED = siteIconPng('Bright Studio');

/** A 120×60 opaque red PNG: wide, so the icon has transparent bands above and below it. */
const wideLogo = () =>
  sharp({ create: { width: 120, height: 60, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .png()
    .toBuffer();

async function upload(website: WebsiteRow, bytes: Buffer): Promise<string> {
  const reply = await t.call({
    method: 'POST',
    url: `/builder-api/site/${website.uuid}/images`,
    token: owner.token,
    body: { image: dataUrl(bytes) },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.src;
}

/** Saves the draft with `siteIcon` (or none) over the site's current revision and publishes it. */
async function publishWithIcon(website: WebsiteRow, siteIcon: string | undefined): Promise<WebsiteRow> {
  const revision = await saveDraft(t, website, { ...projectData(), ...(siteIcon === undefined ? {} : { siteIcon }) });
  const reply = await publish(t, owner.token, website.uuid, revision);
  expect(reply.statusCode, reply.body).toBe(200);
  return { ...website, revision };
}

const hostOf = (website: WebsiteRow) => `${website.subdomain}.${SITES_HOST}`;

async function served(website: WebsiteRow): Promise<Buffer> {
  const icon = await visit(t, hostOf(website), '/favicon.ico');
  expect(icon.statusCode).toBe(200);
  expect(icon.headers['content-type']).toBe('image/png');
  return icon.rawPayload;
}

describe('a chosen site icon', () => {
  it('is served at /favicon.ico as a 48×48 PNG, the whole image on transparent padding', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    await publishWithIcon(website, await upload(website, await wideLogo()));

    expect((await visit(t, hostOf(website))).body).toContain('<link rel="icon" href="/favicon.ico">');
    const icon = sharp(await served(website));
    expect(await icon.metadata()).toMatchObject({ format: 'png', width: 48, height: 48, hasAlpha: true });
    const { data, info } = await icon.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + info.channels)];
    };
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(24, 24)).toEqual([220, 20, 20, 255]);
  });

  it('is made from a square JPEG too', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#2050a0' } })
      .jpeg()
      .toBuffer();
    await publishWithIcon(website, await upload(website, photo));
    expect(await sharp(await served(website)).metadata()).toMatchObject({ width: 48, height: 48 });
  });

  it('is drawn from an SVG logo', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#4f46e5"/></svg>',
    );
    const reply = await t.call({
      method: 'POST',
      url: `/builder-api/site/${website.uuid}/images`,
      token: owner.token,
      body: { image: dataUrl(svg, 'image/svg+xml') },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await publishWithIcon(website, reply.json().data.src);
    expect(await sharp(await served(website)).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });
  });

  it('goes back to the generated icon when removed, at the next publish', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    const chosen = await publishWithIcon(website, await upload(website, await wideLogo()));
    expect((await served(website)).equals(GENERATED)).toBe(false);

    await publishWithIcon(chosen, undefined);
    expect((await served(website)).equals(GENERATED)).toBe(true);
  });

  it('comes back with its publish when that publish is restored as live', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    const chosen = await publishWithIcon(website, await upload(website, await wideLogo()));
    const withIcon = await served(website);
    await publishWithIcon(chosen, undefined);

    const history = await t.call({
      method: 'GET',
      url: `/builder-api/site/${website.uuid}/publishes`,
      token: owner.token,
    });
    const first = history.json().data.at(-1);
    const restored = await t.call({
      method: 'POST',
      url: `/builder-api/site/${website.uuid}/publishes/${first.id}/restore-live`,
      token: owner.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await served(website)).equals(withIcon)).toBe(true);
  });
});

describe('an icon that cannot be used', () => {
  it.each([
    ['on another origin', () => 'https://example.com/icon.png'],
    [
      'on the assets origin but outside the site',
      (_website: WebsiteRow, src: string) => src.replace(/websites\/[^/]+\//, 'avatars/'),
    ],
    ['a missing file of the site', (_website: WebsiteRow, src: string) => src.replace(/[0-9a-f]{32}/, 'f'.repeat(32))],
    ['not a string', () => 42 as unknown as string],
  ])('%s: the generated icon, and the publish succeeds', async (_case, siteIcon) => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    const src = await upload(website, await wideLogo());
    await publishWithIcon(website, siteIcon(website, src));
    expect((await served(website)).equals(GENERATED)).toBe(true);
  });

  it('another site’s upload: the generated icon', async () => {
    const other = await insertWebsite(t, { projectId, userId: owner.userId });
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    await publishWithIcon(website, await upload(other, await wideLogo()));
    expect((await served(website)).equals(GENERATED)).toBe(true);
  });

  it('bytes that do not decode: the generated icon', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    const src = await upload(website, await wideLogo());
    const key = new URL(src).pathname.slice(1);
    await t.runtime.ctx.files.put(key, Buffer.from('not an image at all'), 'image/png');
    await publishWithIcon(website, src);
    expect((await served(website)).equals(GENERATED)).toBe(true);
  });
});

describe('the chosen icon elsewhere', () => {
  it('is the share link preview’s icon', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    await saveDraft(t, website, { ...projectData(), siteIcon: await upload(website, await wideLogo()) });
    const created = await t.call({
      method: 'POST',
      url: `/builder-api/site/${website.uuid}/share-links`,
      token: owner.token,
      body: { days: 7 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const url = new URL(created.json().data.url);
    const icon = await visit(t, url.host, `${url.pathname}favicon.ico`);
    expect(icon.statusCode).toBe(200);
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });
  });

  it('is favicon.png in the export, linked from every page', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    await saveDraft(t, website, { ...projectData(), siteIcon: await upload(website, await wideLogo()) });
    const reply = await t.call({ method: 'GET', url: `/builder-api/site/${website.uuid}/export`, token: owner.token });
    expect(reply.statusCode, reply.body).toBe(200);
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    expect(await sharp(Buffer.from(files['favicon.png']!)).metadata()).toMatchObject({ width: 48, height: 48 });
    expect(strFromU8(files['index.html']!)).toContain('<link rel="icon" href="favicon.png">');
    expect(strFromU8(files['about--0.html']!)).toContain('<link rel="icon" href="favicon.png">');
  });

  it('is not in the export when none is chosen', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    const reply = await t.call({ method: 'GET', url: `/builder-api/site/${website.uuid}/export`, token: owner.token });
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    expect(files['favicon.png']).toBeUndefined();
    expect(strFromU8(files['index.html']!)).not.toContain('rel="icon"');
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { guardReplies } from './support/reply-guard.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, projectData, publish, SITES_HOST, visit } from './support/website-fixtures.js';

const guarded = guardReplies();
let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
let projectId: number;
beforeAll(async () => {
  t = await startTestApp(guarded());
  owner = await accountWithWorkspace(t);
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
});
afterAll(() => t.close());

const ASSETS = `http://assets.${SITES_HOST}`;
const INTER = `${ASSETS}/fonts/inter/inter-latin-wght-normal.woff2`;
const POPPINS_BOLD = `${ASSETS}/fonts/poppins/poppins-latin-700-normal.woff2`;
const preload = (href: string) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;

/** The body in Inter for the whole site (a theme variable), the home page's title in Poppins (its own rule). */
const fontedCss =
  ':root{--site-font-body:"Inter", system-ui, sans-serif}body{font-family:var(--site-font-body)}' +
  '.hero-title{font-family:"Poppins", Arial, sans-serif;font-weight:700}';

async function publishedPages(data: unknown) {
  const website = await insertWebsite(t, { projectId, userId: owner.userId, data });
  const reply = await publish(t, owner.token, website.uuid, website.revision);
  expect(reply.statusCode, reply.body).toBe(200);
  const host = `${website.subdomain}.${SITES_HOST}`;
  const home = await visit(t, host);
  const about = await visit(t, host, '/about--0');
  const sheetPath = /<link rel="stylesheet" href="(\/site\.[0-9a-f]{16}\.css)">/.exec(home.body)![1]!;
  return { website, home: home.body, about: about.body, css: (await visit(t, host, sheetPath)).body };
}

describe('library fonts on a published site', () => {
  it('declares the fonts the site uses and preloads on each page only the files it shows text in', async () => {
    const { home, about, css } = await publishedPages(projectData({ extraCss: fontedCss }));
    expect(css).toContain(
      `@font-face{font-family:"Inter";font-style:normal;font-weight:100 900;font-display:swap;src:url(${INTER}) format("woff2");unicode-range:U+0000-00FF,`,
    );
    expect(css).toContain(`src:url(${POPPINS_BOLD}) format("woff2")`);
    expect(css.match(/@font-face/g)).toHaveLength(4); // Inter (one variable file), Poppins 400, 600, 700
    expect(home).toContain(preload(INTER));
    expect(home).toContain(preload(POPPINS_BOLD));
    expect(home.match(/rel="preload"/g)).toHaveLength(2);
    // The about page has no .hero-title: its text is all Inter.
    expect(about).toContain(preload(INTER));
    expect(about.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('has neither @font-face nor preload when the site uses system fonts only', async () => {
    const { home, about, css } = await publishedPages(projectData());
    expect(css).not.toContain('@font-face');
    expect(home).not.toContain('rel="preload"');
    expect(about).not.toContain('rel="preload"');
  });

  it('drops a font CDN from the stylesheet, and allows fonts from the assets host only', async () => {
    const cdn = '@font-face{font-family:"Brand";src:url(https://fonts.cdn.example/brand.woff2) format("woff2")}';
    const { website, css } = await publishedPages(projectData({ extraCss: cdn }));
    expect(css).not.toContain('fonts.cdn.example');
    const page = await visit(t, `${website.subdomain}.${SITES_HOST}`);
    expect(page.headers['content-security-policy']).toContain(`font-src ${ASSETS};`);
  });
});

describe('the assets host serves the library', () => {
  it('sends a font as woff2, cached for good and readable from any origin', async () => {
    const font = await visit(t, `assets.${SITES_HOST}`, '/fonts/inter/inter-latin-wght-normal.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.headers['access-control-allow-origin']).toBe('*');
    expect(font.headers['x-content-type-options']).toBe('nosniff');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 404 for anything under /fonts/ that is not a library file', async () => {
    for (const path of [
      '/fonts/inter/LICENSE',
      '/fonts/inter/inter-latin-ext-wght-normal.woff2',
      '/fonts/nope/nope.woff2',
      '/fonts/../catalogue/x.png',
      '/fonts/inter/../../../package.json',
    ]) {
      expect((await visit(t, `assets.${SITES_HOST}`, path)).statusCode, path).toBe(404);
    }
  });
});

describe('export', () => {
  it('carries the font files the site uses with their licence, linked relatively', async () => {
    const website = await insertWebsite(t, {
      projectId,
      userId: owner.userId,
      data: projectData({ extraCss: fontedCss }),
    });
    const reply = await t.call({ method: 'GET', url: `/builder-api/site/${website.uuid}/export`, token: owner.token });
    expect(reply.statusCode, reply.body).toBe(200);
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    expect(
      Object.keys(files)
        .filter((name) => name.startsWith('fonts/') && !name.endsWith('/'))
        .sort(),
    ).toEqual([
      'fonts/inter/LICENSE',
      'fonts/inter/inter-latin-wght-normal.woff2',
      'fonts/poppins/LICENSE',
      // Every file its @font-face rules name: a weight the site sets later must not point at nothing.
      'fonts/poppins/poppins-latin-400-normal.woff2',
      'fonts/poppins/poppins-latin-600-normal.woff2',
      'fonts/poppins/poppins-latin-700-normal.woff2',
    ]);
    expect(strFromU8(files['fonts/inter/LICENSE']!)).toContain('SIL Open Font License');
    const css = strFromU8(files['site.css']!);
    expect(css).toContain('src:url(fonts/inter/inter-latin-wght-normal.woff2) format("woff2")');
    expect(css).not.toContain(ASSETS);
    expect(strFromU8(files['index.html']!)).toContain(preload('fonts/inter/inter-latin-wght-normal.woff2'));
  });
});

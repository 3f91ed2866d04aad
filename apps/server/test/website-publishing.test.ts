import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { MESSAGES } from '@aerie/contract';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLiveSites } from '../src/modules/websites/serve/live-sites.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { guardReplies } from './support/reply-guard.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, projectData, publish, saveDraft, SITES_HOST, visit } from './support/website-fixtures.js';

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

async function publishedSite(data: unknown = projectData()) {
  const website = await insertWebsite(t, { projectId, userId: owner.userId, data });
  const reply = await publish(t, owner.token, website.uuid, website.revision);
  expect(reply.statusCode, reply.body).toBe(200);
  return { website, host: `${website.subdomain}.${SITES_HOST}`, reply };
}

describe('publishing', () => {
  it('renders the stored draft and serves it at the site address', async () => {
    const { website, host, reply } = await publishedSite();
    expect(reply.json().data.url).toBe(`http://${host}/`);
    const home = await visit(t, host);
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('<h1 class="hero-title">Welcome to Bright</h1>');
    expect(home.body).toContain('<title>Bright Studio</title>');
    expect(home.body).toContain('<meta name="description" content="We design bright things">');
    expect(home.body).toContain(`<link rel="canonical" href="http://${host}/">`);
    const about = await visit(t, host, '/about--0');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About Bright &amp; Co</title>');
    expect(about.body).toContain('<h2>Our team</h2>');
    const css = /<link rel="stylesheet" href="(\/site\.[0-9a-f]{16}\.css)">/.exec(home.body)![1]!;
    const sheet = await visit(t, host, css);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.body).toContain('.hero-title{color:rgb(26, 86, 219);}');
    expect(website.publishedAt).toBeNull();
  });

  it('republishing replaces the live site at once, and a stale revision is refused', async () => {
    const { website, host } = await publishedSite();
    const revision = await saveDraft(t, website, projectData({ heading: 'Now with a new heading' }));
    // The draft is not live until it is published.
    expect((await visit(t, host)).body).toContain('Welcome to Bright');
    const stale = await publish(t, owner.token, website.uuid, website.revision);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, error: 'conflict', message: MESSAGES.staleSave });
    const fresh = await publish(t, owner.token, website.uuid, revision);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const home = await visit(t, host);
    expect(home.body).toContain('Now with a new heading');
    expect(home.body).not.toContain('Welcome to Bright');
  });

  it('never lets scripts, handlers, javascript: links, frames or a style break-out reach the page', async () => {
    const hostile = projectData();
    hostile.pages[1] = {
      id: 'about',
      name: 'About--0',
      title: '</title><script>alert("title")</script>',
      description: '"><script>alert("meta")</script>',
      keywords: '',
      component: {
        type: 'wrapper',
        components: [
          { tagName: 'script', content: 'alert("script")' },
          { tagName: 'p', attributes: { onclick: 'alert("click")', class: 'safe' }, content: 'Click' },
          { tagName: 'a', attributes: { href: 'javascript:alert("link")' }, content: 'Link' },
          { tagName: 'iframe', attributes: { src: 'https://evil.example/' } },
          { tagName: 'object', attributes: { data: 'https://evil.example/x.swf' } },
          { tagName: 'p', content: '<img src="x" onerror="alert(\'raw\')">' },
        ],
      },
      styles: [{ selectors: ['safe'], style: { color: 'red}</style><script>alert("css")</script>' } }],
    } as never;
    const { host } = await publishedSite(hostile);
    const page = await visit(t, host, '/about--0');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p class="safe">Click</p>');
    expect(page.body).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<object|evil\.example/i);
    expect(page.body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;</title>');
    const css = /href="(\/site\.[0-9a-f]+\.css)"/.exec(page.body)![1]!;
    const sheet = await visit(t, host, css);
    expect(sheet.body).not.toMatch(/<\/style|<script/i);
  });

  it("keeps the style panel's class rules and per-device rules, as the builder saves them (issue 29)", async () => {
    const styled = projectData({ extraHtml: '<p class="brand-note" id="note-1">Call us</p>' }) as Record<
      string,
      unknown
    >;
    // GrapesJS's own JSON for rules: a class on desktop, the class and one element on phone.
    styled.styles = [
      { selectors: ['brand-note'], style: { 'font-size': '56px', 'letter-spacing': '2px' } },
      {
        selectors: ['brand-note'],
        style: { 'font-size': '32px' },
        mediaText: '(max-width: 480px)',
        atRuleType: 'media',
      },
      { selectors: ['#note-1'], style: { display: 'none' }, mediaText: '(max-width: 480px)', atRuleType: 'media' },
    ];
    const { host } = await publishedSite(styled);
    const home = await visit(t, host);
    expect(home.body).toContain('<p id="note-1" class="brand-note">Call us</p>');
    const css = /href="(\/site\.[0-9a-f]+\.css)"/.exec(home.body)![1]!;
    const sheet = await visit(t, host, css);
    expect(sheet.body).toContain('.brand-note{font-size:56px;letter-spacing:2px;}');
    expect(sheet.body).toContain('@media (max-width: 480px){.brand-note{font-size:32px;}#note-1{display:none;}}');
  });

  it('answers 404 for a site that was never published, an unknown site, and a stranger publishing', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    const unpublished = await visit(t, `${website.subdomain}.${SITES_HOST}`);
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unpublished.body).toContain('Page not found');
    expect((await visit(t, `nobody-here.${SITES_HOST}`)).statusCode).toBe(404);
    const stranger = await accountWithWorkspace(t);
    const refused = await publish(t, stranger.token, website.uuid, website.revision);
    expect(refused.statusCode).toBe(404);
    expect((await visit(t, `${website.subdomain}.${SITES_HOST}`)).statusCode).toBe(404);
  });

  it('never serves a site on the app origin', async () => {
    const { website } = await publishedSite();
    const reply = await t.call({ method: 'GET', url: '/_sites/' });
    expect(reply.body).not.toContain('Welcome to Bright');
    const other = await t.app.inject({ method: 'GET', url: '/_sites/', headers: { host: 'localhost:8080' } });
    expect(other.body).not.toContain('Welcome to Bright');
    expect(website.subdomain).toBeTruthy();
  });
});

describe('serving', () => {
  let host: string;
  beforeAll(async () => {
    host = (await publishedSite()).host;
  });

  it('lists every page in the sitemap and points robots at it', async () => {
    const sitemap = await visit(t, host, '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>http://${host}/</loc>`);
    expect(sitemap.body).toContain(`<loc>http://${host}/about--0</loc>`);
    const robots = await visit(t, host, '/robots.txt');
    expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: http://${host}/sitemap.xml\n`);
  });

  it("answers an unknown page with the site's 404 page", async () => {
    const missing = await visit(t, host, '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    expect((await visit(t, host, '/about--0/deeper')).statusCode).toBe(404);
  });

  it('sends the strict headers of a site', async () => {
    const home = await visit(t, host);
    expect(home.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self' http://assets.sites.localhost:8080 data:; " +
        "font-src http://assets.sites.localhost:8080; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(home.headers.vary).toBe('accept-encoding');
  });

  it('answers a revalidation with 304 while the page is unchanged', async () => {
    const home = await visit(t, host);
    const etag = home.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await visit(t, host, '/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await visit(t, host, '/about--0', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('sends brotli or gzip as the browser accepts, the same page either way', async () => {
    const plain = await visit(t, host);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await visit(t, host, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await visit(t, host, '/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });
});

describe('several processes', () => {
  it("sees another process's publish within 2 s, without being told", async () => {
    let clock = 1_000_000;
    // A second copy of the live sites, as another web process on the same database keeps one.
    const otherProcess = createLiveSites(
      t.runtime.ctx.db,
      t.runtime.ctx.config.sites,
      () => {},
      () => clock,
    );
    const { website } = await publishedSite();
    const key = { subdomain: website.subdomain };
    const before = await otherProcess.find(key);
    expect(before!.pages.get('')!.identity.toString()).toContain('Welcome to Bright');

    const revision = await saveDraft(t, website, projectData({ heading: 'Published elsewhere' }));
    expect((await publish(t, owner.token, website.uuid, revision)).statusCode).toBe(200);
    clock += 1_000;
    expect(otherProcess.fresh(key)).toBe(before);
    expect(await otherProcess.find(key)).toBe(before);
    clock += 1_001;
    // Due for its check: the old copy still answers at once while the database is asked.
    expect(otherProcess.fresh(key)).toBe(before);
    const after = await otherProcess.find(key);
    expect(after!.pages.get('')!.identity.toString()).toContain('Published elsewhere');
  });
});

describe("a site's own 404 page", () => {
  it('answers unknown addresses with the page named 404, and keeps it out of the sitemap', async () => {
    const data = projectData();
    data.pages.push({
      id: 'missing',
      name: '404',
      title: 'Lost?',
      description: '',
      keywords: '',
      component: '<section><h1>This page flew away</h1></section>',
    });
    const { host } = await publishedSite(data);
    const missing = await visit(t, host, '/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This page flew away');
    expect((await visit(t, host, '/sitemap.xml')).body).not.toContain('/404');
  });
});

describe('the assets host', () => {
  it('serves builder images with nosniff and a sandbox, and nothing outside websites/', async () => {
    const { website } = await publishedSite();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await t.runtime.ctx.files.put(`websites/${website.uuid}/photo.png`, png, 'image/png');
    await t.runtime.ctx.files.put('avatars/1-secret.png', png, 'image/png');
    const image = await visit(t, `assets.${SITES_HOST}`, `/websites/${website.uuid}/photo.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await visit(t, `assets.${SITES_HOST}`, '/avatars/1-secret.png')).statusCode).toBe(404);
    expect((await visit(t, `assets.${SITES_HOST}`, '/websites/../avatars/1-secret.png')).statusCode).toBe(404);
  });
});

describe('template previews', () => {
  it('renders a starter template on the preview host, and the gallery link goes there', async () => {
    const link = await t.call({ method: 'GET', url: '/builder-api/templates/agency/preview' });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(`http://preview.${SITES_HOST}/agency/`);
    const page = await visit(t, `preview.${SITES_HOST}`, '/agency/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>/);
    const css = /href="(\/agency\/site\.[0-9a-f]+\.css)"/.exec(page.body)![1]!;
    expect((await visit(t, `preview.${SITES_HOST}`, css)).statusCode).toBe(200);
    expect((await visit(t, `preview.${SITES_HOST}`, '/nope/')).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/builder-api/templates/nope/preview' })).statusCode).toBe(404);
  });
});

describe('export', () => {
  it('zips the saved draft: pages linked to each other, the CSS, and the images they use', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId });
    const photo = `http://assets.${SITES_HOST}/websites/${website.uuid}/team.png`;
    const data = projectData({
      extraHtml: `<img src="${photo}" alt="Team"><script>alert(1)</script>`,
      extraCss: `.hero{background-image:url("${photo}")}`,
    });
    const revision = await saveDraft(t, website, data);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await t.runtime.ctx.files.put(`websites/${website.uuid}/team.png`, png, 'image/png');

    const reply = await t.call({ method: 'GET', url: `/builder-api/site/${website.uuid}/export`, token: owner.token });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="${website.subdomain}.zip"`);
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    expect(
      Object.keys(files)
        .filter((name) => !name.endsWith('/'))
        .sort(),
    ).toEqual(['404.html', 'about--0.html', 'images/team.png', 'index.html', 'robots.txt', 'site.css', 'sitemap.xml']);
    // What a static host needs besides the pages (issue 32 § 4 serves this same set from the owner's server).
    expect(strFromU8(files['sitemap.xml']!)).toContain(`<loc>http://${website.subdomain}.${SITES_HOST}/about--0</loc>`);
    expect(strFromU8(files['robots.txt']!)).toContain(`Sitemap: http://${website.subdomain}.${SITES_HOST}/sitemap.xml`);
    const index = strFromU8(files['index.html']!);
    expect(index).toContain('<a href="about--0.html">about us</a>');
    expect(index).toContain('<img src="images/team.png" alt="Team" />');
    expect(index).toContain('<link rel="stylesheet" href="site.css">');
    expect(index).not.toContain('<script');
    expect(strFromU8(files['site.css']!)).toContain('url("images/team.png")');
    expect(Buffer.from(files['images/team.png']!).equals(png)).toBe(true);
    expect(revision).toBe(2);

    const anonymous = await t.call({ method: 'GET', url: `/builder-api/site/${website.uuid}/export` });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await accountWithWorkspace(t);
    const refused = await t.call({
      method: 'GET',
      url: `/builder-api/site/${website.uuid}/export`,
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteIconPng, iconLetter } from '../src/modules/websites/render/site-icon.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, projectData, publish, SITES_HOST, visit } from './support/website-fixtures.js';

/*
 * What a link to a published page shows (issue 31 § 3): og: and twitter: tags from the page's card fields,
 * defaulting to its title and description, and a site icon at /favicon.ico.
 */
let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
let projectId: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = await accountWithWorkspace(t);
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
});
afterAll(() => t.close());

const ASSETS = `http://assets.${SITES_HOST}`;

async function publishedSite(data: ReturnType<typeof projectData>) {
  const website = await insertWebsite(t, { projectId, userId: owner.userId, data });
  const reply = await publish(t, owner.token, website.uuid, website.revision);
  expect(reply.statusCode, reply.body).toBe(200);
  return `${website.subdomain}.${SITES_HOST}`;
}

describe('link cards', () => {
  it('default to the page title and description, a small card without an image', async () => {
    const host = await publishedSite(projectData());
    const home = (await visit(t, host)).body;
    expect(home).toContain('<meta property="og:type" content="website">');
    expect(home).toContain('<meta property="og:title" content="Bright Studio">');
    expect(home).toContain('<meta property="og:description" content="We design bright things">');
    expect(home).toContain(`<meta property="og:url" content="http://${host}/">`);
    expect(home).toContain('<meta name="twitter:card" content="summary">');
    expect(home).toContain('<meta name="twitter:title" content="Bright Studio">');
    expect(home).not.toContain('og:image');
    const about = (await visit(t, host, '/about--0')).body;
    expect(about).toContain('<meta property="og:title" content="About Bright &amp; Co">');
    expect(about).toContain(`<meta property="og:url" content="http://${host}/about--0">`);
  });

  it('take the page overrides, escaped, and an image on the assets host as a large card', async () => {
    const data = projectData();
    const image = `${ASSETS}/websites/1/photo.png`;
    Object.assign(data.pages[0]!, {
      ogTitle: 'Bright "<script>alert(1)</script>"',
      ogDescription: "Tom & Jerry's <b>studio</b>",
      ogImage: image,
    });
    Object.assign(data.pages[1]!, { ogImage: 'https://evil.example/tracker.png' });
    const host = await publishedSite(data);
    const home = (await visit(t, host)).body;
    expect(home).toContain(
      '<meta property="og:title" content="Bright &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;">',
    );
    expect(home).toContain(
      '<meta name="twitter:description" content="Tom &amp; Jerry&#39;s &lt;b&gt;studio&lt;/b&gt;">',
    );
    expect(home).not.toContain('<script');
    expect(home).toContain(`<meta property="og:image" content="${image}">`);
    expect(home).toContain(`<meta name="twitter:image" content="${image}">`);
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The page's own title stays what search engines show.
    expect(home).toContain('<title>Bright Studio</title>');
    // An image elsewhere than the assets host is dropped, not linked.
    const about = (await visit(t, host, '/about--0')).body;
    expect(about).not.toContain('evil.example');
    expect(about).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe('the site icon', () => {
  it('answers /favicon.ico with a PNG of the site initial, linked from the head', async () => {
    const host = await publishedSite(projectData());
    const home = await visit(t, host);
    expect(home.body).toContain('<link rel="icon" href="/favicon.ico">');
    const icon = await visit(t, host, '/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.rawPayload.equals(siteIconPng('Bright Studio'))).toBe(true);
  });

  it('draws a letter or digit, and a plain square for a name without one', () => {
    expect(iconLetter('Émile')).toBe('E');
    expect(iconLetter('  42 things')).toBe('4');
    expect(iconLetter('★')).toBe('');
    const png = siteIconPng('Bright');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(32);
    expect(siteIconPng('Bright').equals(png)).toBe(true);
    expect(siteIconPng('Acme').equals(png)).toBe(false);
    expect(siteIconPng('★').equals(siteIconPng('☆'))).toBe(true);
  });
});

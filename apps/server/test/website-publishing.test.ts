import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, projectData, publish, saveDraft, SITES_HOST, visit } from './support/website-fixtures.js';

let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
let projectId: number;
beforeAll(async () => {
  t = await startTestApp();
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
});

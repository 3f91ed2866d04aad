import { MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects, websiteRedirects, websites, type WebsiteRow } from '../src/db/schema/index.js';
import { createWebsite as createWebsiteService } from '../src/modules/websites/create-website.js';
import { invalidateLiveSite } from '../src/modules/websites/serve/live-sites.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { guardReplies } from './support/reply-guard.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, publish, SITES_HOST, visit } from './support/website-fixtures.js';

/*
 * A site's old subdomain after a rename (docs/product.md § Website settings): a permanent redirect to the new address
 * for the days the owner chose, the name reserved meanwhile, taken back by the site itself, freed when it ends.
 */
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

const db = () => t.runtime.ctx.db;
const hostOf = (subdomain: string) => `${subdomain}.${SITES_HOST}`;
let counter = 0;
const fresh = (stem: string) => `${stem}-${Date.now().toString(36)}-${(counter += 1)}`;

async function publishedSite(subdomain = fresh('site')): Promise<WebsiteRow> {
  const website = await insertWebsite(t, { projectId, userId: owner.userId, subdomain });
  const reply = await publish(t, owner.token, website.uuid, website.revision);
  expect(reply.statusCode, reply.body).toBe(200);
  return website;
}

function rename(website: WebsiteRow, subdomain: string, query = '') {
  return t.call({
    method: 'GET',
    url: `/builder-api/updatesite/Bright%20Studio/${subdomain}/${website.uuid}${query}`,
    token: owner.token,
  });
}

async function renamed(website: WebsiteRow, subdomain: string, query = '') {
  const reply = await rename(website, subdomain, query);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply;
}

const redirectsOf = (websiteId: number) =>
  db().select().from(websiteRedirects).where(eq(websiteRedirects.websiteId, websiteId));

describe('renaming a published site', () => {
  it('redirects the old address permanently to the same path and query on the new one', async () => {
    const website = await publishedSite();
    const to = fresh('moved');
    await renamed(website, to);
    const old = await visit(t, hostOf(website.subdomain), '/about--0?ref=mail&x=1');
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe(`http://${hostOf(to)}/about--0?ref=mail&x=1`);
    expect(old.headers['cache-control']).toBe('public, max-age=300');
    expect((await visit(t, hostOf(website.subdomain))).headers.location).toBe(`http://${hostOf(to)}/`);
    expect((await visit(t, hostOf(to), '/about--0')).statusCode).toBe(200);
  });

  it('keeps the old address 90 days by default, or as many as asked', async () => {
    const website = await publishedSite();
    const before = Date.now();
    await renamed(website, fresh('ninety'));
    const [byDefault] = await redirectsOf(website.id);
    const days = (row: { until: Date }) => Math.round((row.until.getTime() - before) / 86_400_000);
    expect(days(byDefault!)).toBe(90);
    const second = await publishedSite();
    await renamed(second, fresh('year'), '?redirect_days=365');
    expect((await redirectsOf(second.id)).map(days)).toEqual([365]);
  });

  it('with redirect_days=0 lets the old name go at once: 404, and another site may take it', async () => {
    const website = await publishedSite();
    await renamed(website, fresh('gone'), '?redirect_days=0');
    expect(await redirectsOf(website.id)).toEqual([]);
    expect((await visit(t, hostOf(website.subdomain))).statusCode).toBe(404);
    const other = await publishedSite();
    await renamed(other, website.subdomain);
  });

  it('redirects the first name of a chain straight to the last address', async () => {
    const website = await publishedSite();
    const [b, c] = [fresh('b'), fresh('c')];
    await renamed(website, b);
    await renamed(website, c);
    for (const name of [website.subdomain, b]) {
      const reply = await visit(t, hostOf(name), '/x');
      expect(reply.statusCode, name).toBe(308);
      expect(reply.headers.location).toBe(`http://${hostOf(c)}/x`);
    }
  });

  it('lets the site take its old name back, which ends that redirect', async () => {
    const website = await publishedSite();
    const b = fresh('back');
    await renamed(website, b);
    await renamed(website, website.subdomain);
    expect((await visit(t, hostOf(website.subdomain))).statusCode).toBe(200);
    const now = await visit(t, hostOf(b));
    expect(now.statusCode).toBe(308);
    expect(now.headers.location).toBe(`http://${hostOf(website.subdomain)}/`);
    expect((await redirectsOf(website.id)).map((row) => row.subdomain)).toEqual([b]);
  });

  it('keeps a redirecting name from every other site, renaming or new', async () => {
    const website = await publishedSite();
    await renamed(website, fresh('keeper'));
    const other = await publishedSite();
    const refused = await rename(other, website.subdomain);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors).toEqual({ domain: [MESSAGES.subdomainTaken] });
    expect((await db().select().from(websites).where(eq(websites.id, other.id)))[0]!.subdomain).toBe(other.subdomain);
    // A new site drawing the name draws again.
    const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
    const draws = [website.subdomain, fresh('drawn')];
    const created = await createWebsiteService(db(), t.runtime.ctx.config, {
      project: project!,
      template: 'blank',
      creatorId: owner.userId,
      pickSubdomain: () => draws.shift()!,
    });
    expect(created.subdomain).not.toBe(website.subdomain);
  });

  it('stops answering once expired, and frees the name', async () => {
    const website = await publishedSite();
    await renamed(website, fresh('expiring'));
    await db()
      .update(websiteRedirects)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(websiteRedirects.websiteId, website.id));
    invalidateLiveSite(website.id); // this process's cached answer, as a rename would drop it
    expect((await visit(t, hostOf(website.subdomain))).statusCode).toBe(404);
    const other = await publishedSite();
    await renamed(other, website.subdomain);
    expect((await visit(t, hostOf(website.subdomain))).statusCode).toBe(200);
    expect(await redirectsOf(website.id)).toEqual([]);
  });

  it('answers 404 at the old address of a site that is not published', async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId, subdomain: fresh('draft') });
    await renamed(website, fresh('draft-moved'));
    expect(await redirectsOf(website.id)).toHaveLength(1);
    expect((await visit(t, hostOf(website.subdomain))).statusCode).toBe(404);
  });

  it('changes nothing about redirects when only the name changes', async () => {
    const website = await publishedSite();
    const reply = await t.call({
      method: 'GET',
      url: `/builder-api/updatesite/New%20name/${website.subdomain}/${website.uuid}`,
      token: owner.token,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await redirectsOf(website.id)).toEqual([]);
  });

  it('removes the redirects with the site', async () => {
    const website = await publishedSite();
    await renamed(website, fresh('deleted'));
    const [row] = await db().select().from(websites).where(eq(websites.id, website.id));
    const files = await t.call({
      method: 'POST',
      url: `/builder-api/builder/delete/${website.uuid}`,
      token: owner.token,
      body: { builder_path: row!.subdomain },
    });
    expect(files.statusCode, files.body).toBe(200);
    expect((await visit(t, hostOf(website.subdomain))).statusCode).toBe(404);
    const gone = await t.call({ method: 'GET', url: `/builder-api/deletesite/${website.uuid}`, token: owner.token });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await redirectsOf(website.id)).toEqual([]);
  });
});

describe('bad input for the redirect duration', () => {
  it.each(['7', 'abc', '-1', '90.0', '', '%00', '90&redirect_days=30'])(
    'refuses redirect_days=%s with a field message, changing nothing',
    async (value) => {
      const website = await publishedSite();
      const reply = await rename(website, fresh('never'), `?redirect_days=${value}`);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errors.redirect_days).toEqual(['Keep the old address for 0, 30, 90 or 365 days']);
      expect((await db().select().from(websites).where(eq(websites.id, website.id)))[0]!.subdomain).toBe(
        website.subdomain,
      );
      expect(await redirectsOf(website.id)).toEqual([]);
    },
  );

  it('refuses an unknown query parameter', async () => {
    const website = await publishedSite();
    const reply = await rename(website, fresh('never'), '?keep=forever');
    expect(reply.statusCode, reply.body).toBe(400);
    expect(await redirectsOf(website.id)).toEqual([]);
  });
});

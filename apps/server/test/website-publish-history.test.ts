import { LIMITS, MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { websitePublishes, websites } from '../src/db/schema/index.js';
import { projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';
import { insertWebsite, projectData, SITES_HOST, visit } from './support/website-fixtures.js';

/*
 * Draft and live (issue 29, docs/product.md § Draft and live): every publish is kept (the last 20), can be
 * restored as the draft or as the live site, the editor is told what changed since the last publish, and
 * saved revisions can be named and previewed.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof projectTeam>>;
const clock = createTestClock();
beforeAll(async () => {
  t = await startTestApp({ clock });
  team = await projectTeam(t, 'guest');
});
afterAll(() => t.close());

type Data = ReturnType<typeof projectData>;
const builder = (path: string) => `/builder-api/site/${path}`;

async function newSite(data: Data = projectData()) {
  const row = await insertWebsite(t, { projectId: team.project.id, userId: team.owner.userId, data });
  return { uuid: row.uuid, id: row.id, host: `${row.subdomain}.${SITES_HOST}` };
}

/** Saves a draft through the API, as the editor does; answers the new revision. */
async function save(uuid: string, revision: number, data: unknown): Promise<number> {
  const reply = await t.call({
    method: 'PUT',
    url: builder(`${uuid}/content`),
    token: team.owner.token,
    body: { revision, project_data: data },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.revision;
}

async function publishAt(uuid: string, revision: number) {
  const reply = await t.call({
    method: 'POST',
    url: builder(`${uuid}/publish`),
    token: team.owner.token,
    body: { revision },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

async function history(uuid: string, token = team.owner.token) {
  const reply = await t.call({ method: 'GET', url: builder(`${uuid}/publishes`), token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as Array<{ id: number; revision: number; live: boolean; restorable_as_draft: boolean }>;
}

const changes = async (uuid: string) =>
  (await t.call({ method: 'GET', url: builder(`${uuid}/changes`), token: team.owner.token })).json().data;

describe('publish history', () => {
  it('keeps each publish with who made it, newest first, and marks the live one', async () => {
    const site = await newSite();
    await publishAt(site.uuid, 1);
    const second = await save(site.uuid, 1, projectData({ heading: 'Second' }));
    await publishAt(site.uuid, second);
    const kept = await t.call({ method: 'GET', url: builder(`${site.uuid}/publishes`), token: team.member.token });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toEqual([
      {
        id: expect.any(Number),
        revision: second,
        published_at: expect.any(String),
        published_by: { id: team.owner.userId, first: expect.any(String), last: expect.any(String) },
        live: true,
        restorable_as_draft: true,
      },
      expect.objectContaining({ revision: 1, live: false, restorable_as_draft: true }),
    ]);
  });

  it(`keeps only the last ${LIMITS.publishesKept} publishes`, async () => {
    const site = await newSite();
    for (let publish = 0; publish < LIMITS.publishesKept + 2; publish += 1) await publishAt(site.uuid, 1);
    const listed = await history(site.uuid);
    expect(listed).toHaveLength(LIMITS.publishesKept);
    const stored = await t.runtime.ctx.db
      .select({ id: websitePublishes.id })
      .from(websitePublishes)
      .where(eq(websitePublishes.websiteId, site.id));
    expect(stored.map((row) => row.id).sort((a, b) => b - a)).toEqual(listed.map((each) => each.id));
    expect(listed[0]!.live).toBe(true);
  });

  it('answers 404 for another workspace’s site', async () => {
    const site = await newSite();
    const reply = await t.call({ method: 'GET', url: builder(`${site.uuid}/publishes`), token: team.stranger.token });
    expect(reply.statusCode).toBe(404);
  });
});

describe('restore a publish as live', () => {
  it('serves the old pages on the live host at once and leaves the draft alone', async () => {
    const site = await newSite();
    await publishAt(site.uuid, 1);
    const newer = await save(site.uuid, 1, projectData({ heading: 'The redesign' }));
    await publishAt(site.uuid, newer);
    expect((await visit(t, site.host)).body).toContain('The redesign');
    const [, first] = await history(site.uuid);

    const reply = await t.call({
      method: 'POST',
      url: builder(`${site.uuid}/publishes/${first!.id}/restore-live`),
      token: team.owner.token,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toBe('That publish is live again.');
    const home = await visit(t, site.host);
    expect(home.body).toContain('Welcome to Bright');
    expect(home.body).not.toContain('The redesign');
    const sheet = /<link rel="stylesheet" href="(\/site\.[0-9a-f]{16}\.css)">/.exec(home.body)![1]!;
    expect((await visit(t, site.host, sheet)).statusCode).toBe(200);

    const draft = (await t.call({ method: 'GET', url: builder(site.uuid), token: team.owner.token })).json().data;
    expect(draft.revision).toBe(newer);
    expect(draft.project_data.pages[0].component).toContain('The redesign');
    const [row] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.id, site.id));
    expect(row!.publishedRevision).toBe(1);
    expect((await history(site.uuid)).map((each) => each.live)).toEqual([false, true]);
    expect(await changes(site.uuid)).toMatchObject({
      status: 'unpublished_changes',
      published_revision: 1,
      pages: [{ change: 'edited', name: 'Home', previous_name: null }],
    });
  });

  it('is refused to a guest (403), and answers 404 for an unknown or another site’s publish, 400 for a non-number', async () => {
    const site = await newSite();
    const other = await newSite();
    await publishAt(site.uuid, 1);
    await publishAt(other.uuid, 1);
    const [mine] = await history(site.uuid);
    const [theirs] = await history(other.uuid);
    const restore = (publish: string, token = team.owner.token) =>
      t.call({ method: 'POST', url: builder(`${site.uuid}/publishes/${publish}/restore-live`), token });
    expect((await restore(String(mine!.id), team.member.token)).statusCode).toBe(403);
    expect((await restore(String(theirs!.id))).statusCode).toBe(404);
    expect((await restore('999999')).statusCode).toBe(404);
    const bad = await restore('latest');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().errors).toEqual({ publish: ['Publish is invalid'] });
  });
});

describe('restore a publish as draft', () => {
  it('saves its project data as a new revision, with the stale-save rule', async () => {
    const site = await newSite();
    await publishAt(site.uuid, 1);
    const newer = await save(site.uuid, 1, projectData({ heading: 'Half-done idea' }));
    const [published] = await history(site.uuid);
    const restore = (revision: number) =>
      t.call({
        method: 'POST',
        url: builder(`${site.uuid}/publishes/${published!.id}/restore-draft`),
        token: team.owner.token,
        body: { revision },
      });
    const stale = await restore(1);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleSave);
    const reply = await restore(newer);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.revision).toBe(newer + 1);
    expect(reply.json().data.project_data.pages[0].component).toContain('Welcome to Bright');
    expect(await changes(site.uuid)).toMatchObject({ status: 'published', pages: [], site_styles_changed: false });
  });

  it('refuses a publish whose project data was not kept (422), which can still be restored as live', async () => {
    const site = await newSite();
    await publishAt(site.uuid, 1);
    const [published] = await history(site.uuid);
    await t.runtime.ctx.db
      .update(websitePublishes)
      .set({ projectData: null })
      .where(eq(websitePublishes.id, published!.id));
    expect((await history(site.uuid))[0]!.restorable_as_draft).toBe(false);
    const asDraft = await t.call({
      method: 'POST',
      url: builder(`${site.uuid}/publishes/${published!.id}/restore-draft`),
      token: team.owner.token,
      body: { revision: 1 },
    });
    expect(asDraft.statusCode, asDraft.body).toBe(422);
    const asLive = await t.call({
      method: 'POST',
      url: builder(`${site.uuid}/publishes/${published!.id}/restore-live`),
      token: team.owner.token,
    });
    expect(asLive.statusCode, asLive.body).toBe(200);
    // Without the live project data, the status falls back to the revisions.
    expect(await changes(site.uuid)).toMatchObject({ status: 'published', comparable: false });
  });
});

describe('what changed since the last publish', () => {
  it('says a new site is not published yet', async () => {
    const site = await newSite();
    expect(await changes(site.uuid)).toEqual({
      status: 'not_published',
      revision: 1,
      published_revision: null,
      published_at: null,
      comparable: false,
      pages: [],
      site_styles_changed: false,
    });
  });

  it('lists pages added, removed, renamed and edited, and site-wide styles', async () => {
    const site = await newSite({
      ...projectData(),
      styles: [{ selectors: ['button'], style: { color: 'red' } }],
    } as Data);
    await publishAt(site.uuid, 1);
    expect(await changes(site.uuid)).toMatchObject({ status: 'published', comparable: true, pages: [] });
    const [home, about] = projectData().pages;
    await save(site.uuid, 1, {
      pages: [
        { ...home, name: 'Start', title: 'A new title' },
        { id: 'contact', name: 'Contact', component: '<p>Write to us</p>' },
      ],
      styles: [{ selectors: ['button'], style: { color: 'blue' } }],
    });
    expect(await changes(site.uuid)).toMatchObject({
      status: 'unpublished_changes',
      revision: 2,
      published_revision: 1,
      comparable: true,
      pages: [
        { change: 'renamed', name: 'Start', previous_name: 'Home' },
        { change: 'edited', name: 'Start', previous_name: null },
        { change: 'added', name: 'Contact', previous_name: null },
        { change: 'removed', name: about!.name, previous_name: null },
      ],
      site_styles_changed: true,
    });
  });
});

describe('naming a revision', () => {
  const name = (uuid: string, revision: string, body: unknown, token = team.owner.token) =>
    t.call({ method: 'POST', url: builder(`${uuid}/revisions/${revision}/name`), token, body });

  it('names it (trimmed), lists the name, and clears it with an empty name', async () => {
    const site = await newSite();
    const revision = await save(site.uuid, 1, projectData({ heading: 'Named' }));
    const named = await name(site.uuid, String(revision), { name: '  Before the redesign  ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toMatchObject({ revision, name: 'Before the redesign' });
    const listed = await t.call({ method: 'GET', url: builder(`${site.uuid}/revisions`), token: team.member.token });
    expect(listed.json().data[0]).toMatchObject({ revision, name: 'Before the redesign' });
    const cleared = await name(site.uuid, String(revision), { name: '   ' });
    expect(cleared.json().data.name).toBeNull();
  });

  it('refuses a long name on its field, an unknown revision (404), a guest (403)', async () => {
    const site = await newSite();
    const revision = String(await save(site.uuid, 1, projectData()));
    const long = await name(site.uuid, revision, { name: 'x'.repeat(LIMITS.revisionNameMax + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ name: [`Name must be at most ${LIMITS.revisionNameMax} characters`] });
    expect((await name(site.uuid, '999', { name: 'Gone' })).statusCode).toBe(404);
    expect((await name(site.uuid, revision, { name: 'Mine' }, team.member.token)).statusCode).toBe(403);
    expect((await name(site.uuid, revision, { name: 'Mine' }, team.stranger.token)).statusCode).toBe(404);
  });
});

describe('previewing a revision', () => {
  const previewOf = (uuid: string, revision: string, token = team.owner.token) =>
    t.call({ method: 'POST', url: builder(`${uuid}/revisions/${revision}/preview`), token });

  it('renders that revision on the preview host, its pages linked inside the preview, for an hour', async () => {
    const site = await newSite();
    const kept = await save(site.uuid, 1, projectData());
    await save(site.uuid, kept, projectData({ heading: 'Revision three' }));
    const reply = await previewOf(site.uuid, String(kept), team.member.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const url = new URL(reply.json().data.url);
    expect(url.host).toBe(`preview.${SITES_HOST}`);
    const home = await visit(t, url.host, url.pathname);
    expect(home.statusCode, home.body).toBe(200);
    expect(home.headers['content-security-policy']).toContain("default-src 'none'");
    expect(home.headers['x-robots-tag']).toBe('noindex');
    expect(home.body).toContain('Welcome to Bright');
    expect(home.body).not.toContain('Revision three');
    expect(home.body).toContain(`href="${url.pathname}about--0"`);
    const about = await visit(t, url.host, `${url.pathname}about--0`);
    expect(about.body).toContain('Our team');
    const sheet = /<link rel="stylesheet" href="([^"]+)">/.exec(home.body)![1]!;
    expect(sheet.startsWith(url.pathname)).toBe(true);
    expect((await visit(t, url.host, sheet)).body).toContain('.hero-title{color:rgb(26, 86, 219);}');

    const tampered = url.pathname.replace(/\/revision\/([^/.]+)\./, (_match, payload: string) => {
      const [websiteId, , expires] = Buffer.from(payload, 'base64url').toString().split('.');
      return `/revision/${Buffer.from(`${websiteId}.${kept + 1}.${expires}`).toString('base64url')}.`;
    });
    expect((await visit(t, url.host, tampered)).statusCode).toBe(404);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await visit(t, url.host, url.pathname)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown revision and another workspace’s site, 400 for a non-number', async () => {
    const site = await newSite();
    const kept = String(await save(site.uuid, 1, projectData()));
    expect((await previewOf(site.uuid, '999')).statusCode).toBe(404);
    expect((await previewOf(site.uuid, kept, team.stranger.token)).statusCode).toBe(404);
    const bad = await previewOf(site.uuid, 'one');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ restore: ['Revision is invalid'] });
  });
});

import { LIMITS, MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { websiteRevisions, websites } from '../src/db/schema/index.js';
import { expectRefused, projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createWebsite, draft, SITES_URL } from './support/website-fixtures.js';

let t: TestApp;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  t = await startTestApp({ env: { SITES_URL } });
  team = await projectTeam(t);
});
afterAll(() => t.close());

const open = (token: string, uuid: string) => t.call({ method: 'GET', url: `/builder-api/site/${uuid}`, token });
const save = (token: string, uuid: string, body: unknown) =>
  t.call({ method: 'PUT', url: `/builder-api/site/${uuid}/content`, token, body });
const revisions = (token: string, uuid: string) =>
  t.call({ method: 'GET', url: `/builder-api/site/${uuid}/revisions`, token });
const restore = (token: string, uuid: string, revision: number | string, from: number) =>
  t.call({
    method: 'POST',
    url: `/builder-api/site/${uuid}/revisions/${revision}`,
    token,
    body: { revision: from },
  });
const headingOf = (content: { project_data: { pages: Array<{ component: string }> } }) =>
  content.project_data.pages[0]!.component;

describe('open a website in the builder', () => {
  it('answers the site, its draft and revision; only the owner may delete it', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    const asMember = await open(team.member.token, site.uuid);
    expect(asMember.statusCode, asMember.body).toBe(200);
    expect(asMember.json().data).toEqual({
      website: site,
      revision: 1,
      project_data: { pages: expect.any(Array) },
      can_delete: false,
    });
    expect((await open(team.owner.token, site.uuid)).json().data.can_delete).toBe(true);
  });

  it("answers 404 for another workspace's site, an unknown uuid and a malformed one", async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    expect((await open(team.stranger.token, site.uuid)).statusCode).toBe(404);
    expect((await open(team.owner.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expectRefused(await open(team.owner.token, 'not-a-uuid'), 'uuid', 'Website is invalid');
  });
});

describe('save website content', () => {
  it('saves the draft as the next revision, and the editor opens it again', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    const reply = await save(team.member.token, site.uuid, { revision: 1, project_data: draft('Hello', 'About') });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      message: 'Changes saved.',
      data: { revision: 2, saved_at: expect.any(String) },
    });
    const opened = (await open(team.owner.token, site.uuid)).json().data;
    expect(opened.revision).toBe(2);
    expect(opened.project_data).toEqual(draft('Hello', 'About'));
    expect(new Date(opened.website.updated_at).getTime()).toBeGreaterThan(new Date(site.updated_at).getTime());
  });

  it('refuses a save that started from an older revision (409) and keeps the newer draft', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    expect((await save(team.owner.token, site.uuid, { revision: 1, project_data: draft('Tab one') })).statusCode).toBe(
      200,
    );
    const stale = await save(team.member.token, site.uuid, { revision: 1, project_data: draft('Tab two') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, error: 'conflict', message: MESSAGES.staleSave });
    const opened = (await open(team.owner.token, site.uuid)).json().data;
    expect(opened.revision).toBe(2);
    expect(headingOf(opened)).toBe('<h1>Tab one</h1>');
    // A revision from the future is just as stale.
    expect((await save(team.owner.token, site.uuid, { revision: 9, project_data: draft('x') })).statusCode).toBe(409);
  });

  it('refuses project data without pages, with too many pages, or over its size limit', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    expectRefused(
      await save(team.owner.token, site.uuid, { revision: 1, project_data: { pages: [] } }),
      'project_data.pages',
    );
    expectRefused(await save(team.owner.token, site.uuid, { revision: 1, project_data: {} }), 'project_data.pages');
    const many = draft(...Array.from({ length: LIMITS.pagesPerSiteMax + 1 }, (_, index) => `Page ${index}`));
    expectRefused(await save(team.owner.token, site.uuid, { revision: 1, project_data: many }), 'project_data.pages');
    expectRefused(await save(team.owner.token, site.uuid, { revision: 0, project_data: draft('x') }), 'revision');
    const huge = { ...draft('Huge'), filler: 'x'.repeat(LIMITS.projectDataMaxBytes) };
    const tooLarge = await save(team.owner.token, site.uuid, { revision: 1, project_data: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('payload_too_large');
    expect((await open(team.owner.token, site.uuid)).json().data.revision).toBe(1);
  });

  it("answers 404 to a stranger's save and leaves the draft alone", async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    expect((await save(team.stranger.token, site.uuid, { revision: 1, project_data: draft('Mine') })).statusCode).toBe(
      404,
    );
    expect((await open(team.owner.token, site.uuid)).json().data.revision).toBe(1);
  });
});

describe('revisions', () => {
  it(`keeps the last ${LIMITS.revisionsKept} revisions, newest first, with who saved them`, async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    for (let revision = 1; revision <= 24; revision += 1) {
      const token = revision % 2 ? team.owner.token : team.member.token;
      const reply = await save(token, site.uuid, { revision, project_data: draft(`Version ${revision + 1}`) });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const reply = await revisions(team.member.token, site.uuid);
    expect(reply.statusCode, reply.body).toBe(200);
    const list = reply.json().data;
    expect(list.map((entry: { revision: number }) => entry.revision)).toEqual(
      Array.from({ length: LIMITS.revisionsKept }, (_, index) => 25 - index),
    );
    expect(list[0]).toEqual({
      revision: 25,
      saved_at: expect.any(String),
      saved_by: { id: team.member.userId, first: expect.any(String), last: expect.any(String) },
      name: null,
      published: false,
    });
    const [row] = await t.runtime.ctx.db.select({ id: websites.id }).from(websites).where(eq(websites.uuid, site.uuid));
    const stored = await t.runtime.ctx.db
      .select({ revision: websiteRevisions.revision })
      .from(websiteRevisions)
      .where(eq(websiteRevisions.websiteId, row!.id));
    expect(stored.length).toBe(LIMITS.revisionsKept);

    // Restoring an old one saves a copy of it as the next revision.
    const restored = await restore(team.member.token, site.uuid, 10, 25);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ success: true, message: 'Revision 10 restored.' });
    expect(restored.json().data.revision).toBe(26);
    expect(headingOf(restored.json().data)).toBe('<h1>Version 10</h1>');
    const opened = (await open(team.owner.token, site.uuid)).json().data;
    expect(opened.revision).toBe(26);
    expect(headingOf(opened)).toBe('<h1>Version 10</h1>');

    // A pruned revision cannot come back; neither can one that never was.
    for (const gone of [5, 99]) {
      const reply404 = await restore(team.owner.token, site.uuid, gone, 26);
      expect(reply404.statusCode).toBe(404);
      expect(reply404.json()).toMatchObject({ error: 'not_found', message: 'The revision was not found.' });
    }
    // Restoring from a stale tab is refused like a stale save.
    const stale = await restore(team.owner.token, site.uuid, 20, 25);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleSave);
    expect((await open(team.owner.token, site.uuid)).json().data.revision).toBe(26);
  });

  it("answers 404 for another workspace's revisions and refuses a malformed revision", async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    expect((await revisions(team.stranger.token, site.uuid)).statusCode).toBe(404);
    expect((await restore(team.stranger.token, site.uuid, 1, 1)).statusCode).toBe(404);
    expectRefused(await restore(team.owner.token, site.uuid, 'latest', 1), 'restore');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ENCODED_LABEL_MESSAGE, LIMITS, MESSAGES, PAGE_SIZE, SITE_TEMPLATES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects, websiteImages, websitePublications, websiteRevisions, websites } from '../src/db/schema/index.js';
import { createWebsite as createWebsiteService } from '../src/modules/websites/create-website.js';
import { createProject, expectRefused, projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createWebsite, dataUrl, png, SITES_URL } from './support/website-fixtures.js';

let t: TestApp;
let filesDir: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
  t = await startTestApp({ env: { FILES_DIR: filesDir, SITES_URL } });
  team = await projectTeam(t);
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const db = () => t.runtime.ctx.db;
const list = (token: string, uid: string, page?: number) =>
  t.call({ method: 'GET', url: `/builder-api/getsite/${uid}${page ? `?page=${page}` : ''}`, token });
const update = (token: string, name: string, domain: string, uuid: string) =>
  t.call({
    method: 'GET',
    url: `/builder-api/updatesite/${encodeURIComponent(name)}/${encodeURIComponent(domain)}/${uuid}`,
    token,
  });
const deleteFiles = (token: string, uuid: string, builderPath: string) =>
  t.call({ method: 'POST', url: `/builder-api/builder/delete/${uuid}`, token, body: { builder_path: builderPath } });
const deleteSite = (token: string, uuid: string) =>
  t.call({ method: 'GET', url: `/builder-api/deletesite/${uuid}`, token });
const rowOf = async (uuid: string) => (await db().select().from(websites).where(eq(websites.uuid, uuid)))[0];

/** Marks a site published the way publishing does (B2's call), so cards and counts can show it live. */
async function markPublished(uuid: string) {
  const row = (await rowOf(uuid))!;
  await db()
    .update(websites)
    .set({ publishedRevision: row.revision, publishedAt: new Date() })
    .where(eq(websites.id, row.id));
  await db()
    .insert(websitePublications)
    .values({ websiteId: row.id, revision: row.revision, pages: [], css: '' })
    .onConflictDoNothing();
}

describe('create website', () => {
  it.each(SITE_TEMPLATES)(
    'creates a site from the $name template, named after it, on a free subdomain',
    async (template) => {
      const reply = await t.call({
        method: 'POST',
        url: '/builder-api/createsite',
        token: team.member.token,
        body: { project_uid: team.project.u_id, template: template.id },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const { data, message } = reply.json();
      const slug = template.name.toLowerCase().replace(/ /g, '-');
      expect(message).toBe('Website created.');
      expect(data).toEqual({
        id: expect.any(Number),
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: template.name,
        subdomain: expect.stringMatching(new RegExp(`^${slug}-[a-z2-7]{4}$`)),
        custom_domain: null,
        pending_domain: null,
        url: null,
        site_address: `http://${data.subdomain}.sites.test/`,
        template: template.id,
        plan: 'free',
        plan_paid_until: null,
        plan_cancel_at_period_end: false,
        custom_domain_suspended: false,
        domain_records: null,
        published_at: null,
        project_uid: team.project.u_id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      // The draft is the template's pages, and it is revision 1 of the history.
      const opened = await t.call({ method: 'GET', url: `/builder-api/site/${data.uuid}`, token: team.member.token });
      expect(opened.json().data.revision).toBe(1);
      expect(opened.json().data.project_data.pages.length).toBeGreaterThan(0);
      const history = await db().select().from(websiteRevisions).where(eq(websiteRevisions.websiteId, data.id));
      expect(history.map((row) => row.revision)).toEqual([1]);
    },
  );

  it('refuses an unknown template, a malformed project uid and a project of another workspace', async () => {
    const call = (body: unknown, token = team.owner.token) =>
      t.call({ method: 'POST', url: '/builder-api/createsite', token, body });
    expectRefused(
      await call({ project_uid: team.project.u_id, template: 'bakery' }),
      'template',
      'Template is invalid',
    );
    expectRefused(await call({ project_uid: 'NOT A UID', template: 'blank' }), 'project_uid');
    const foreign = await call({ project_uid: team.project.u_id, template: 'blank' }, team.stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('not_found');
  });
});

describe('create website: subdomain collisions', () => {
  it('draws another subdomain when the first is taken a moment earlier, and gives up after a few', async () => {
    const taken = await createWebsite(t, team.owner.token, team.project.u_id, 'blank');
    const [project] = await db().select().from(projects).where(eq(projects.uid, team.project.u_id));
    const draws = [taken.subdomain, taken.subdomain, 'blank-site-fr3e'];
    const site = await createWebsiteService(db(), t.runtime.ctx.config, {
      project: project!,
      template: 'blank',
      creatorId: team.owner.userId,
      pickSubdomain: () => draws.shift()!,
    });
    expect(site.subdomain).toBe('blank-site-fr3e');
    const before = await db().select({ id: websites.id }).from(websites);
    await expect(
      createWebsiteService(db(), t.runtime.ctx.config, {
        project: project!,
        template: 'blank',
        creatorId: team.owner.userId,
        pickSubdomain: () => taken.subdomain,
      }),
    ).rejects.toThrow();
    expect(await db().select({ id: websites.id }).from(websites)).toHaveLength(before.length);
  });
});

describe('list websites', () => {
  it('lists a project 8 a page, newest first, with the total and the last page', async () => {
    const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Nine sites' });
    const made = [];
    for (let index = 0; index < 9; index += 1)
      made.push(await createWebsite(t, team.owner.token, project.u_id, 'blank'));
    const first = await list(team.owner.token, project.u_id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ current_page: 1, per_page: PAGE_SIZE.websites, total: 9, last_page: 2 });
    expect(first.json().data.data.map((site: { uuid: string }) => site.uuid)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((site) => site.uuid),
    );
    const second = (await list(team.owner.token, project.u_id, 2)).json().data;
    expect(second.data.map((site: { uuid: string }) => site.uuid)).toEqual([made[0]!.uuid]);
    const past = (await list(team.owner.token, project.u_id, 3)).json().data;
    expect(past).toMatchObject({ data: [], total: 9, last_page: 2 });
  });

  it('answers an empty first page for a project without sites', async () => {
    const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Empty' });
    expect((await list(team.owner.token, project.u_id)).json().data).toEqual({
      data: [],
      current_page: 1,
      per_page: 8,
      total: 0,
      last_page: 1,
    });
  });

  it("shows a published site's address as its url, and hides other workspaces' projects", async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    await markPublished(site.uuid);
    const page = (await list(team.member.token, team.project.u_id)).json().data;
    const card = page.data.find((candidate: { uuid: string }) => candidate.uuid === site.uuid);
    expect(card.url).toBe(`http://${site.subdomain}.sites.test/`);
    expect(card.published_at).toEqual(expect.any(String));
    expect((await list(team.stranger.token, team.project.u_id)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/builder-api/getsite/${team.project.u_id}` })).statusCode).toBe(401);
  });
});

describe('update website (settings)', () => {
  it('renames the site and moves it, stripping spaces and lowercasing the subdomain', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    const reply = await update(team.member.token, '  Spring launch ', ' My Spring  Site ', site.uuid);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      success: true,
      message: MESSAGES.websiteUpdated,
      data: { name: 'Spring launch', subdomain: 'myspringsite', site_address: 'http://myspringsite.sites.test/' },
    });
    expect(await rowOf(site.uuid)).toMatchObject({ name: 'Spring launch', subdomain: 'myspringsite' });
  });

  it('moves a published site: its url follows the new subdomain', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    await markPublished(site.uuid);
    const reply = await update(team.owner.token, 'Moved', 'moved-site', site.uuid);
    expect(reply.json().data.url).toBe('http://moved-site.sites.test/');
  });

  it('refuses a subdomain another site has, with the message on the field, and changes nothing', async () => {
    const taken = await createWebsite(t, team.owner.token, team.project.u_id);
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    const reply = await update(team.owner.token, 'Copycat', taken.subdomain.toUpperCase(), site.uuid);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      success: false,
      error: 'conflict',
      message: MESSAGES.subdomainTaken,
      errors: { domain: [MESSAGES.subdomainTaken] },
    });
    expect(await rowOf(site.uuid)).toMatchObject({ name: site.name, subdomain: site.subdomain });
  });

  it('keeps its own subdomain when only the name changes', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    const reply = await update(team.owner.token, 'Only renamed', site.subdomain, site.uuid);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ name: 'Only renamed', subdomain: site.subdomain });
  });

  it.each([
    ['www', 'This subdomain is reserved'],
    ['assets', 'This subdomain is reserved'],
    ['Preview', 'This subdomain is reserved'],
    ['ab', `Subdomain must be at least ${LIMITS.subdomainMin} characters`],
    ['-shop', 'Subdomain may use letters, digits and dashes, and must start and end with a letter or digit'],
    ['shop_1', 'Subdomain may use letters, digits and dashes, and must start and end with a letter or digit'],
    ['x'.repeat(64), `Subdomain must be at most ${LIMITS.subdomainMax} characters`],
    // An encoded international name (punycode) shows as look-alike letters: `xn--pypal-4ve` is "pаypal".
    ['xn--pypal-4ve', ENCODED_LABEL_MESSAGE('Subdomain')],
    ['ab--cd', ENCODED_LABEL_MESSAGE('Subdomain')],
  ])('refuses the subdomain %j', async (domain, message) => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id, 'blank');
    expectRefused(await update(team.owner.token, 'Name', domain, site.uuid), 'domain', message);
  });

  it('refuses a blank or over-long name', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id, 'blank');
    expectRefused(await update(team.owner.token, '   ', 'fine-name', site.uuid), 'name', 'Name is required');
    expectRefused(await update(team.owner.token, 'n'.repeat(41), 'fine-name', site.uuid), 'name');
  });

  it("answers 404 for another workspace's site and for an unknown one", async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id, 'blank');
    expect((await update(team.stranger.token, 'Mine', 'stolen-site', site.uuid)).statusCode).toBe(404);
    const unknown = await update(team.owner.token, 'Mine', 'no-site', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await rowOf(site.uuid))!.subdomain).toBe(site.subdomain);
  });
});

describe('delete website', () => {
  async function siteWithImage() {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    const uploaded = await t.call({
      method: 'POST',
      url: `/builder-api/site/${site.uuid}/images`,
      token: team.member.token,
      body: { image: dataUrl(png(2, 2)) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const key = new URL(uploaded.json().data.src).pathname.slice(1);
    return { site, key };
  }

  it('takes the site off the air and deletes its images, then deletes the record (the owner)', async () => {
    const { site, key } = await siteWithImage();
    await markPublished(site.uuid);
    const first = await deleteFiles(team.owner.token, site.uuid, site.subdomain);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, message: MESSAGES.websiteDeleted });
    const row = (await rowOf(site.uuid))!;
    expect(row).toMatchObject({ publishedAt: null, publishedRevision: null });
    expect(await db().select().from(websitePublications).where(eq(websitePublications.websiteId, row.id))).toEqual([]);
    expect(await db().select().from(websiteImages).where(eq(websiteImages.websiteId, row.id))).toEqual([]);
    expect(await t.runtime.ctx.files.get(key)).toBeNull();
    // The card now reads 'No website URL'.
    const card = (await list(team.owner.token, team.project.u_id))
      .json()
      .data.data.find((candidate: { uuid: string }) => candidate.uuid === site.uuid);
    expect(card.url).toBeNull();

    const second = await deleteSite(team.owner.token, site.uuid);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({ success: true, message: MESSAGES.websiteDeleted });
    expect(await rowOf(site.uuid)).toBeUndefined();
    expect(await db().select().from(websiteRevisions).where(eq(websiteRevisions.websiteId, row.id))).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: `/builder-api/site/${site.uuid}`, token: team.owner.token })).statusCode,
    ).toBe(404);
  });

  it('deletes the record and any images left when called on its own', async () => {
    const { site, key } = await siteWithImage();
    expect((await deleteSite(team.owner.token, site.uuid)).statusCode).toBe(200);
    expect(await rowOf(site.uuid)).toBeUndefined();
    expect(await t.runtime.ctx.files.get(key)).toBeNull();
  });

  it("refuses a builder_path that is not the site's subdomain, deleting nothing", async () => {
    const { site, key } = await siteWithImage();
    expectRefused(await deleteFiles(team.owner.token, site.uuid, 'another-site'), 'builder_path');
    expect(await t.runtime.ctx.files.get(key)).not.toBeNull();
  });

  it('is for the project owner only: a member hears 403, a stranger 404, and the site stays', async () => {
    const { site, key } = await siteWithImage();
    for (const reply of [
      await deleteFiles(team.member.token, site.uuid, site.subdomain),
      await deleteSite(team.member.token, site.uuid),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({
        error: 'forbidden',
        message: 'Only the project owner can delete this website.',
      });
    }
    for (const reply of [
      await deleteFiles(team.stranger.token, site.uuid, site.subdomain),
      await deleteSite(team.stranger.token, site.uuid),
    ]) {
      expect(reply.statusCode).toBe(404);
    }
    expect(await rowOf(site.uuid)).toBeDefined();
    expect(await t.runtime.ctx.files.get(key)).not.toBeNull();
  });
});

describe('website counts', () => {
  it('counts websites per project and, on the overview, all of them and the published ones', async () => {
    const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Counted' });
    const sites = [];
    for (let index = 0; index < 3; index += 1)
      sites.push(await createWebsite(t, team.owner.token, project.u_id, 'blank'));
    await markPublished(sites[0]!.uuid);
    const projectReply = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}`, token: team.owner.token });
    expect(projectReply.json().data.counts).toEqual({ stores: 0, websites: 3, pilots: 0 });
    const listed = await t.call({
      method: 'GET',
      url: `/api/projects/all/${team.owner.workspace.slug}?per_page=100`,
      token: team.owner.token,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const counted = listed.json().projects.data.find((candidate: { u_id: string }) => candidate.u_id === project.u_id);
    expect(counted.counts.websites).toBe(3);

    const rows = await db().select({ publishedAt: websites.publishedAt }).from(websites);
    const summary = await t.call({
      method: 'GET',
      url: `/api/dashboard/summary/${team.owner.workspace.slug}`,
      token: team.owner.token,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    // Every site in this file lives in the owner's workspace.
    expect(summary.json().data.websites).toEqual({
      total: rows.length,
      active: rows.filter((row) => row.publishedAt !== null).length,
    });
    const strangerSummary = await t.call({
      method: 'GET',
      url: `/api/dashboard/summary/${team.stranger.workspace.slug}`,
      token: team.stranger.token,
    });
    expect(strangerSummary.json().data.websites).toEqual({ total: 0, active: 0 });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { websiteShareLinks } from '../src/db/schema/index.js';
import { shareTokenHash } from '../src/modules/websites/share-links/share-link-token.js';
import { projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';
import { guardReplies } from './support/reply-guard.js';
import { insertWebsite, projectData, publish, saveDraft, SITES_HOST, visit } from './support/website-fixtures.js';

/*
 * Share links (issue 31 § 3, docs/security.md § Share links): a link good for 1–30 days shows the site's current
 * draft on the preview host with a banner, never indexed, without publishing; revoked or expired it is gone (410).
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof projectTeam>>;
let guestTeam: Awaited<ReturnType<typeof projectTeam>>;
const clock = createTestClock();
const guarded = guardReplies();
beforeAll(async () => {
  t = await startTestApp(guarded({ clock }));
  team = await projectTeam(t, 'developer');
  guestTeam = await projectTeam(t, 'guest');
});
afterAll(() => t.close());

const links = (uuid: string) => `/builder-api/site/${uuid}/share-links`;
const create = (uuid: string, body: unknown, token = team.owner.token) =>
  t.call({ method: 'POST', url: links(uuid), token, body });
const list = (uuid: string, token = team.owner.token) => t.call({ method: 'GET', url: links(uuid), token });
const revoke = (uuid: string, id: string, token = team.owner.token) =>
  t.call({ method: 'DELETE', url: `${links(uuid)}/${id}`, token });

async function newSite(projectId = team.project.id, userId = team.owner.userId) {
  return insertWebsite(t, { projectId, userId, data: projectData({ heading: 'Live heading' }) });
}

describe('share links', () => {
  it('shows the current draft with a banner, its links inside the preview, never indexed; the live site is untouched', async () => {
    const site = await newSite();
    await publish(t, team.owner.token, site.uuid, site.revision);
    await saveDraft(t, site, projectData({ heading: 'Draft heading' }));

    const created = await create(site.uuid, { days: 7 }, team.member.token);
    expect(created.statusCode, created.body).toBe(200);
    const link = created.json().data;
    expect(new Date(link.expires_at).getTime() - clock.now().getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const url = new URL(link.url);
    expect(url.host).toBe(`preview.${SITES_HOST}`);
    expect(url.pathname).toMatch(/^\/share\/[A-Za-z0-9_-]{43}\/$/);

    const home = await visit(t, url.host, url.pathname);
    expect(home.statusCode, home.body).toBe(200);
    expect(home.headers['x-robots-tag']).toBe('noindex');
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(home.headers['content-security-policy']).toContain("default-src 'none'");
    expect(home.body).toContain('<meta name="robots" content="noindex">');
    expect(home.body).toContain('Draft heading');
    expect(home.body).toContain('class="aerie-preview-banner"');
    expect(home.body).not.toMatch(/<script|style="/);
    expect(home.body).toContain(`href="${url.pathname}about--0"`);
    expect((await visit(t, url.host, `${url.pathname}about--0`)).body).toContain('Our team');
    const sheet = /<link rel="stylesheet" href="([^"]+)">/.exec(home.body)![1]!;
    expect(sheet.startsWith(url.pathname)).toBe(true);
    expect((await visit(t, url.host, sheet)).body).toContain('.aerie-preview-banner{');

    const live = await visit(t, `${site.subdomain}.${SITES_HOST}`, '/');
    expect(live.body).toContain('Live heading');
    expect(live.body).not.toContain('Draft heading');
    expect(live.body).not.toContain('aerie-preview-banner');

    // Only the token's hash is kept.
    const token = url.pathname.split('/')[2]!;
    const [row] = await t.runtime.ctx.db.select().from(websiteShareLinks).where(eq(websiteShareLinks.uuid, link.id));
    expect(row!.tokenHash).toBe(shareTokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('lists the working links soonest first; a revoked link answers 410 at once, an expired one too', async () => {
    const site = await newSite();
    const long = (await create(site.uuid, { days: 30 })).json().data;
    const short = (await create(site.uuid, { days: 1 })).json().data;
    const listed = await list(site.uuid, team.member.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((item: { id: string }) => item.id)).toEqual([short.id, long.id]);
    expect(listed.json().data[0]).not.toHaveProperty('url');

    const revoked = await revoke(site.uuid, long.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const gone = await visit(t, `preview.${SITES_HOST}`, new URL(long.url).pathname);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('expired or was revoked');
    expect(gone.body).not.toContain('Welcome');
    expect((await revoke(site.uuid, long.id)).statusCode).toBe(200);

    const shortPath = new URL(short.url).pathname;
    expect((await visit(t, `preview.${SITES_HOST}`, shortPath)).statusCode).toBe(200);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await visit(t, `preview.${SITES_HOST}`, shortPath)).statusCode).toBe(410);
    expect((await visit(t, `preview.${SITES_HOST}`, `${shortPath}site.0123456789abcdef.css`)).statusCode).toBe(410);
    expect((await list(site.uuid)).json().data).toEqual([]);
  });

  it('answers a page of its own (503), not an error, when the draft cannot be rendered; the next visit tries again', async () => {
    const site = await newSite();
    const link = (await create(site.uuid, { days: 1 })).json().data;
    const render = vi
      .spyOn(t.runtime.ctx.siteRenderer, 'render')
      .mockRejectedValueOnce(new Error('The render thread stopped (exit 1).'));
    try {
      const failed = await visit(t, `preview.${SITES_HOST}`, new URL(link.url).pathname);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['content-type']).toContain('text/html');
      expect(failed.headers['x-robots-tag']).toBe('noindex');
      expect(failed.body).toContain('Preview unavailable');
      expect(failed.body).not.toContain('render thread');
    } finally {
      render.mockRestore();
    }
    expect((await visit(t, `preview.${SITES_HOST}`, new URL(link.url).pathname)).statusCode).toBe(200);
  });

  it('answers the plain 404 for an unknown or malformed token', async () => {
    const unknown = await visit(t, `preview.${SITES_HOST}`, `/share/${'a'.repeat(43)}/`);
    expect(unknown.statusCode).toBe(404);
    expect((await visit(t, `preview.${SITES_HOST}`, '/share/short/')).statusCode).toBe(404);
    expect((await visit(t, `preview.${SITES_HOST}`, '/share/')).statusCode).toBe(404);
  });

  it('refuses days out of range or not a whole number on the field, and writes nothing', async () => {
    const site = await newSite();
    for (const days of [0, 31, 'seven', 1.5, null]) {
      const reply = await create(site.uuid, { days });
      expect(reply.statusCode, JSON.stringify(days)).toBe(400);
      expect(reply.json().errors).toEqual({ days: ['Choose between 1 and 30 days'] });
    }
    expect((await create(site.uuid, {})).statusCode).toBe(400);
    expect((await list(site.uuid)).json().data).toEqual([]);
  });

  it('lets a guest list but not create or revoke (403); a stranger hears 404; a link of another site is 404', async () => {
    const site = await newSite(guestTeam.project.id, guestTeam.owner.userId);
    const link = (await create(site.uuid, { days: 2 }, guestTeam.owner.token)).json().data;
    expect((await list(site.uuid, guestTeam.member.token)).statusCode).toBe(200);
    expect((await create(site.uuid, { days: 2 }, guestTeam.member.token)).statusCode).toBe(403);
    expect((await revoke(site.uuid, link.id, guestTeam.member.token)).statusCode).toBe(403);
    expect((await create(site.uuid, { days: 2 }, guestTeam.stranger.token)).statusCode).toBe(404);
    expect((await list(site.uuid, guestTeam.stranger.token)).statusCode).toBe(404);
    expect((await revoke(site.uuid, link.id, guestTeam.stranger.token)).statusCode).toBe(404);

    const other = await newSite(guestTeam.project.id, guestTeam.owner.userId);
    expect((await revoke(other.uuid, link.id, guestTeam.owner.token)).statusCode).toBe(404);
    const bad = await revoke(other.uuid, 'not-a-uuid', guestTeam.owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ link: ['Link is invalid'] });
    expect((await visit(t, `preview.${SITES_HOST}`, new URL(link.url).pathname)).statusCode).toBe(200);
  });
});

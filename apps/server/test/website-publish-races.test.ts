import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { websitePublications, websitePublishes, websites } from '../src/db/schema/index.js';
import { projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createWebsite, draft, SITES_URL } from './support/website-fixtures.js';

/*
 * Races between publishing and restoring a publish as live (issue 29). PGlite runs one query at a time, so
 * these interleavings cannot happen there: the file runs in the PostgreSQL pass (DATABASE_URL set), where the
 * calls really run at once. Whoever wins, the live publication, the publish it names and the site's
 * published revision must describe one and the same publish: never half of one and half of another.
 */
const ROUNDS = 10;

describe.runIf(process.env.DATABASE_URL)('races on publishing and restoring (PostgreSQL)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  beforeAll(async () => {
    t = await startTestApp({ env: { SITES_URL } });
    team = await projectTeam(t);
  });
  afterAll(() => t.close());

  const site = (uuid: string, path: string) => `/builder-api/site/${uuid}/${path}`;

  async function save(uuid: string, revision: number, heading: string): Promise<number> {
    const reply = await t.call({
      method: 'PUT',
      url: site(uuid, 'content'),
      token: team.owner.token,
      body: { revision, project_data: draft(heading) },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data.revision;
  }

  async function publish(uuid: string, revision: number) {
    return t.call({ method: 'POST', url: site(uuid, 'publish'), token: team.owner.token, body: { revision } });
  }

  const restoreLive = (uuid: string, publishId: number, token = team.owner.token) =>
    t.call({ method: 'POST', url: site(uuid, `publishes/${publishId}/restore-live`), token });

  /** A site published twice (revisions 2 and 3), with the ids of those two publishes, oldest first. */
  async function publishedTwice() {
    const website = await createWebsite(t, team.owner.token, team.project.u_id, 'blank');
    const second = await save(website.uuid, 1, 'Second');
    expect((await publish(website.uuid, second)).statusCode).toBe(200);
    const third = await save(website.uuid, second, 'Third');
    expect((await publish(website.uuid, third)).statusCode).toBe(200);
    const listed = (await t.call({ method: 'GET', url: site(website.uuid, 'publishes'), token: team.owner.token }))
      .json()
      .data.map((each: { id: number }) => each.id) as number[];
    return { website, ids: listed.reverse() };
  }

  /** The live publication is whole: its pages, stylesheet and revision are exactly the publish it names. */
  async function expectWholeLiveSite(websiteUuid: string) {
    const db = t.runtime.ctx.db;
    const [row] = await db.select().from(websites).where(eq(websites.uuid, websiteUuid));
    const [live] = await db.select().from(websitePublications).where(eq(websitePublications.websiteId, row!.id));
    const [named] = await db.select().from(websitePublishes).where(eq(websitePublishes.id, live!.publishId!));
    expect(live!.revision).toBe(named!.revision);
    expect(live!.pages).toEqual(named!.pages);
    expect(live!.css).toBe(named!.css);
    expect(row!.publishedRevision).toBe(named!.revision);
    return named!;
  }

  it('two restores as live at once both succeed in turn, and the live site is one of them, whole', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { website, ids } = await publishedTwice();
      const [older, newer] = ids as [number, number];
      const replies = await Promise.all([
        restoreLive(website.uuid, older),
        restoreLive(website.uuid, newer, team.member.token),
      ]);
      expect(
        replies.map((reply) => reply.statusCode),
        replies.map((reply) => reply.body).join('\n'),
      ).toEqual([200, 200]);
      const live = await expectWholeLiveSite(website.uuid);
      expect([older, newer]).toContain(live.id);
    }
  });

  it('a publish and a restore as live at once never leave the live site half of each', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { website, ids } = await publishedTwice();
      const [older] = ids as [number, number];
      const fourth = await save(website.uuid, 3, `Fourth ${round}`);
      const replies = await Promise.all([publish(website.uuid, fourth), restoreLive(website.uuid, older)]);
      expect(
        replies.map((reply) => reply.statusCode),
        replies.map((reply) => reply.body).join('\n'),
      ).toEqual([200, 200]);
      const live = await expectWholeLiveSite(website.uuid);
      expect([fourth, 2]).toContain(live.revision);
      const kept = await t.runtime.ctx.db
        .select({ id: websitePublishes.id })
        .from(websitePublishes)
        .where(eq(websitePublishes.websiteId, website.id));
      expect(kept).toHaveLength(3);
    }
  });
});

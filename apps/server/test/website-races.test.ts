import { MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { websiteRedirects } from '../src/db/schema/index.js';

import { projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createWebsite, draft, SITES_URL } from './support/website-fixtures.js';

/*
 * Races on a website. PGlite runs one query at a time, so these interleavings cannot happen there: the file
 * runs in the PostgreSQL pass (DATABASE_URL set, as in CI), where the calls really run at once. Each round
 * fires the racing calls together through the app and checks the outcome, whoever won.
 */
const ROUNDS = 15;

describe.runIf(process.env.DATABASE_URL)('races on websites (PostgreSQL)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  beforeAll(async () => {
    t = await startTestApp({ env: { SITES_URL } });
    team = await projectTeam(t);
  });
  afterAll(() => t.close());

  const statuses = (replies: Array<{ statusCode: number }>) => replies.map((reply) => reply.statusCode).sort();

  it('lets exactly one of two saves from the same revision through; the other hears 409', async () => {
    const site = await createWebsite(t, team.owner.token, team.project.u_id);
    for (let round = 0; round < ROUNDS; round += 1) {
      const opened = await t.call({ method: 'GET', url: `/builder-api/site/${site.uuid}`, token: team.owner.token });
      const revision: number = opened.json().data.revision;
      const tabs = [team.owner.token, team.member.token].map((token, tab) =>
        t.call({
          method: 'PUT',
          url: `/builder-api/site/${site.uuid}/content`,
          token,
          body: { revision, project_data: draft(`Round ${round} tab ${tab}`) },
        }),
      );
      const replies = await Promise.all(tabs);
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 409]);
      const loser = replies.find((reply) => reply.statusCode === 409)!;
      expect(loser.json().message).toBe(MESSAGES.staleSave);
      // The draft is the winner's, whole.
      const winner = replies.indexOf(replies.find((reply) => reply.statusCode === 200)!);
      const after = (
        await t.call({ method: 'GET', url: `/builder-api/site/${site.uuid}`, token: team.owner.token })
      ).json().data;
      expect(after.revision).toBe(revision + 1);
      expect(after.project_data.pages[0].component).toBe(`<h1>Round ${round} tab ${winner}</h1>`);
    }
  });

  it('gives a subdomain claimed by two sites at once to one of them; the other hears 409, never 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const sites = [
        await createWebsite(t, team.owner.token, team.project.u_id, 'blank'),
        await createWebsite(t, team.owner.token, team.project.u_id, 'blank'),
      ];
      const wanted = `contested-${round}`;
      const replies = await Promise.all(
        sites.map((site) =>
          t.call({
            method: 'GET',
            url: `/builder-api/updatesite/Contested/${wanted}/${site.uuid}`,
            token: team.owner.token,
          }),
        ),
      );
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 409]);
      expect(replies.find((reply) => reply.statusCode === 409)!.json().errors).toEqual({
        domain: [MESSAGES.subdomainTaken],
      });
    }
  });

  it('never lets another site take a name at the moment its site renames away from it (the redirect holds it)', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [leaving, arriving] = [
        await createWebsite(t, team.owner.token, team.project.u_id, 'blank'),
        await createWebsite(t, team.owner.token, team.project.u_id, 'blank'),
      ];
      const [moved, claimed] = await Promise.all([
        t.call({
          method: 'GET',
          url: `/builder-api/updatesite/Leaving/moved-away-${round}/${leaving.uuid}`,
          token: team.owner.token,
        }),
        t.call({
          method: 'GET',
          url: `/builder-api/updatesite/Arriving/${leaving.subdomain}/${arriving.uuid}`,
          token: team.owner.token,
        }),
      ]);
      // Before the move the name is the leaving site's, after it its redirect's: the claim loses either way.
      expect(moved.statusCode, moved.body).toBe(200);
      expect(claimed.statusCode, claimed.body).toBe(409);
      expect(claimed.json().errors).toEqual({ domain: [MESSAGES.subdomainTaken] });
      const holders = await t.runtime.ctx.db
        .select({ websiteId: websiteRedirects.websiteId })
        .from(websiteRedirects)
        .where(eq(websiteRedirects.subdomain, leaving.subdomain));
      expect(holders).toHaveLength(1);
    }
  });
});

import { STORE_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { stores, storeSellers } from '../src/db/schema/index.js';
import { projectTeam } from './support/project-fixtures.js';
import { registerStoreCall, storeRegistration, STORES_URL, uniqueStoreDomain } from './support/store-registration.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races on store creation. PGlite runs one query at a time, so these interleavings cannot happen there:
 * the file runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
const ROUNDS = 10;

describe.runIf(process.env.DATABASE_URL)('races on stores (PostgreSQL)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  beforeAll(async () => {
    t = await startTestApp({ env: { STORES_URL } });
    team = await projectTeam(t);
  });
  afterAll(() => t.close());

  const statuses = (replies: Array<{ statusCode: number }>) => replies.map((reply) => reply.statusCode).sort();

  it('gives a store url claimed by several people at once to exactly one; the others hear 409, never 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const domain = uniqueStoreDomain('contested');
      const callers = [team.owner.token, team.member.token, team.owner.token];
      const bodies = await Promise.all(
        callers.map((token) => storeRegistration(t, token, team.project.u_id, { domain })),
      );
      const replies = await Promise.all(bodies.map((body, index) => registerStoreCall(t, callers[index]!, body)));
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 409, 409]);
      for (const loser of replies.filter((reply) => reply.statusCode === 409)) {
        expect(loser.json().errors).toEqual({ domain: [STORE_MESSAGES.domainTaken] });
      }
      const rows = await t.runtime.ctx.db.select().from(stores).where(eq(stores.domain, domain));
      expect(rows).toHaveLength(1);
      // The losers left no seller behind.
      const sellers = await t.runtime.ctx.db.select().from(storeSellers).where(eq(storeSellers.storeId, rows[0]!.id));
      expect(sellers).toHaveLength(1);
    }
  });

  it('spends one token once even when two registrations race with it', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const body = await storeRegistration(t, team.owner.token, team.project.u_id);
      const replies = await Promise.all([
        registerStoreCall(t, team.owner.token, body),
        registerStoreCall(t, team.owner.token, { ...body, domain: uniqueStoreDomain() }),
      ]);
      expect(statuses(replies), replies.map((reply) => reply.body).join('\n')).toEqual([200, 400]);
      expect(replies.find((reply) => reply.statusCode === 400)!.json().error).toBe('invalid_token');
    }
  });
});

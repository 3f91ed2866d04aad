import { fullPath, getCurrentUserRoute, logoutRoute } from '@aerie/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkTokens, sessions } from '../src/db/schema/index.js';
import { purgeCredentials } from '../src/modules/auth/purge-credentials.js';
import { hashToken } from '../src/lib/secret-hashing.js';
import { latestLinkToken, signedInUser, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const later = (ms: number) => new Date(Date.now() + ms);

const me = (token: string) => t.call({ method: 'GET', url: fullPath(getCurrentUserRoute), token });
const sessionRow = (token: string) =>
  t.runtime.ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
const tokensOf = (userId: number) =>
  t.runtime.ctx.db
    .select({ purpose: linkTokens.purpose, used: sql<boolean>`${linkTokens.usedAt} is not null` })
    .from(linkTokens)
    .where(eq(linkTokens.userId, userId));

describe('purging sessions and link tokens', () => {
  it('deletes expired ones at once and revoked or used ones after a day; live ones stay and keep working', async () => {
    const user = await signedInUser(t); // one live session; its verification link is used
    const revoked = await signedInUser(t);
    expect((await t.call({ method: 'POST', url: fullPath(logoutRoute), token: revoked.token })).statusCode).toBe(200);
    const forgot = await t.call({
      method: 'POST',
      url: '/api/api/user/forgot',
      body: { email: user.email },
      remoteAddress: uniqueAddress(),
    });
    expect(forgot.statusCode).toBe(200); // a reset link, live for an hour
    await latestLinkToken(t, user.email, '/password/'); // mailed by the worker
    expect(await tokensOf(user.userId)).toEqual(
      expect.arrayContaining([
        { purpose: 'verify', used: true },
        { purpose: 'reset', used: false },
      ]),
    );

    await purgeCredentials(t.runtime.ctx.db, later(HOUR / 2));
    expect(await tokensOf(user.userId)).toHaveLength(2);
    expect(await sessionRow(revoked.token)).toHaveLength(1);

    await purgeCredentials(t.runtime.ctx.db, later(2 * HOUR)); // the reset link has expired
    expect(await tokensOf(user.userId)).toEqual([{ purpose: 'verify', used: true }]);

    await purgeCredentials(t.runtime.ctx.db, later(DAY + HOUR)); // a day after use and logout
    expect(await tokensOf(user.userId)).toEqual([]);
    expect(await sessionRow(revoked.token)).toEqual([]);
    expect(await sessionRow(user.token)).toHaveLength(1);
    expect((await me(user.token)).statusCode).toBe(200);

    await purgeCredentials(t.runtime.ctx.db, later(91 * DAY)); // past the 90-day session lifetime
    expect(await sessionRow(user.token)).toEqual([]);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('runs as an hourly job of the worker', async () => {
    const schedules = await t.runtime.ctx.db.execute(
      sql`select name, cron from pgboss.schedule where name = 'purge-credentials'`,
    );
    const { rows } = schedules as unknown as { rows: unknown[] }; // both drivers answer `{ rows }`
    expect(rows).toEqual([{ name: 'purge-credentials', cron: '41 * * * *' }]);

    const user = await signedInUser(t);
    await t.runtime.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    await t.runtime.ctx.jobs.send('purge-credentials', {});
    // The worker polls every half second in tests; wait for it, not for a fixed time.
    await expect.poll(() => sessionRow(user.token), { timeout: 15_000, interval: 200 }).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle, Queryable } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { createSession, findSession, revokeSession } from '../src/modules/auth/sessions.js';
import { openTestDatabase } from './support/test-database.js';

/**
 * db/prepared-query.ts through its first user, the session lookup: a statement built once must still
 * take each call's values and run on the handle it is given.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertUser(db: Queryable, email: string): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      first: 'Ada',
      last: 'Byron',
      email,
      phone: '+44 7700 900123',
      accountType: 'Professional',
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  return user!.id;
}

describe('a statement prepared once', () => {
  it("binds each call's values: each token finds its own session, a revoked or expired one none", async () => {
    const { db } = database;
    const now = new Date();
    const first = await createSession(db, await insertUser(db, 'first@example.test'), now);
    const second = await createSession(db, await insertUser(db, 'second@example.test'), now);

    const firstSession = await findSession(db, first, now);
    expect(firstSession?.user.email).toBe('first@example.test');
    expect((await findSession(db, second, now))?.user.email).toBe('second@example.test');
    expect(await findSession(db, first, new Date(now.getTime() + 91 * DAY_MS))).toBeNull();

    await revokeSession(db, firstSession!.sessionId);
    expect(await findSession(db, first, now)).toBeNull();
    expect((await findSession(db, second, now))?.user.email).toBe('second@example.test');
  });

  it('runs inside the transaction it is given, not on the pool it was first prepared on', async () => {
    const { db } = database;
    const now = new Date();
    expect(await findSession(db, 'not-a-token', now)).toBeNull();

    let token = '';
    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        token = await createSession(tx, await insertUser(tx, 'inside@example.test'), now);
        // Only the transaction sees its own uncommitted session (on PGlite the pool would wait for it).
        expect((await findSession(tx, token, now))?.user.email).toBe('inside@example.test');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await findSession(db, token, now)).toBeNull();
  });
});

import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { personalAccessTokens } from '../src/db/schema/index.js';
import { expectRefused, accountWithWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('personal access tokens', () => {
  it('shows the secret once, stores only its hash and lists tokens newest first without it', async () => {
    const user = await accountWithWorkspace(t);
    const created = await t.call({
      method: 'POST',
      url: '/api/user/tokens',
      token: user.token,
      body: { name: 'Laptop' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = created.json().data;
    expect(token.token).toMatch(/^aerie_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Laptop',
      prefix: token.token.slice(0, 14),
      last_used_at: null,
      expires_at: null,
    });

    const [row] = await t.runtime.ctx.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, token.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token.token).digest('hex'));

    const week = await t.call({
      method: 'POST',
      url: '/api/user/tokens',
      token: user.token,
      body: { name: 'CI', expires_in_days: 30 },
    });
    const expiresAt = Date.parse(week.json().data.expires_at);
    expect(Math.abs(expiresAt - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    const listed = await t.call({ method: 'GET', url: '/api/user/tokens', token: user.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((item: { name: string }) => item.name)).toEqual(['CI', 'Laptop']);
    expect(listed.body).not.toContain(token.token);
    expect(listed.body).not.toContain(row!.tokenHash);
  });

  it('revokes only the caller’s own tokens; another user’s id is a 404', async () => {
    const owner = await accountWithWorkspace(t);
    const other = await accountWithWorkspace(t);
    const created = await t.call({
      method: 'POST',
      url: '/api/user/tokens',
      token: owner.token,
      body: { name: 'Mine' },
    });
    const id = created.json().data.id;

    const byOther = await t.call({ method: 'DELETE', url: `/api/user/tokens/${id}`, token: other.token });
    expect(byOther.statusCode).toBe(404);
    const othersList = await t.call({ method: 'GET', url: '/api/user/tokens', token: other.token });
    expect(othersList.json().data).toEqual([]);

    const revoked = await t.call({ method: 'DELETE', url: `/api/user/tokens/${id}`, token: owner.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const again = await t.call({ method: 'DELETE', url: `/api/user/tokens/${id}`, token: owner.token });
    expect(again.statusCode).toBe(404);
    const listed = await t.call({ method: 'GET', url: '/api/user/tokens', token: owner.token });
    expect(listed.json().data).toEqual([]);
  });

  it('refuses bad input with a field message', async () => {
    const user = await accountWithWorkspace(t);
    const call = (body: unknown) => t.call({ method: 'POST', url: '/api/user/tokens', token: user.token, body });
    expectRefused(await call({ name: '' }), 'name');
    expectRefused(await call({ name: 'x'.repeat(51) }), 'name');
    expectRefused(
      await call({ name: 'ok', expires_in_days: 7 }),
      'expires_in_days',
      'Expiry must be 30, 90 or 365 days',
    );
    const list = await t.call({ method: 'GET', url: '/api/user/tokens', token: user.token });
    expect(list.json().data).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';

import { latestLinkToken, PASSWORD, registration, signedInUser, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';

/** Sessions end on this clock; each test starts it at the real time and only a test that moves it sees it move. */
const clock = createTestClock();
beforeEach(() => clock.set(Date.now()));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

describe('register → verify → login → logout', () => {
  it('walks the whole journey', async () => {
    const body = registration({ email: 'Mixed.Case@Example.com', business_name: 'Hopper Labs' });
    const created = await t.call({ method: 'POST', url: '/api/api/user/create', body });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ success: true, message: expect.stringContaining('verify'), is_verified: false });

    const early = await t.call({
      method: 'POST',
      url: '/api/api/login',
      body: { email: body.email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ success: false, error: 'email_not_verified' });

    const token = await latestLinkToken(t, body.email, '/verify/');
    const verified = await t.call({ method: 'GET', url: `/api/api/user/verify/${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().success).toBe(true);
    const reused = await t.call({ method: 'GET', url: `/api/api/user/verify/${token}` });
    expect(reused.statusCode).toBe(404);

    // E-mail addresses are compared case-insensitively.
    const login = await t.call({
      method: 'POST',
      url: '/api/api/login',
      body: { email: 'mixed.case@example.COM', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const reply = login.json();
    expect(reply.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.business).toMatchObject({ name: 'Hopper Labs', role: 'owner', type: 'Professional' });
    expect(reply.data).toMatchObject({ first: 'Grace', email: 'Mixed.Case@Example.com', is_verify: 1, is_active: 1 });
    expect(reply.data).not.toHaveProperty('password_hash');
    expect(JSON.stringify(reply)).not.toContain(PASSWORD);

    const me = await t.call({ method: 'GET', url: '/api/users/current-user', token: reply.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.business.slug).toBe(reply.business.slug);

    const logout = await t.call({ method: 'POST', url: '/api/users/logout', token: reply.access_token });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await t.call({ method: 'GET', url: '/api/users/current-user', token: reply.access_token });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toMatchObject({ success: false, error: 'unauthorized' });
  });

  it('names the first workspace after the first name when no business is given', async () => {
    const user = await signedInUser(t, { first: 'Linus' });
    const list = await t.call({ method: 'GET', url: '/api/users/workspaces', token: user.token });
    expect(list.json().data.map((w: { name: string }) => w.name)).toEqual(["Linus's workspace"]);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const user = await signedInUser(t);
    const wrong = await t.call({
      method: 'POST',
      url: '/api/api/login',
      body: { email: user.email, password: 'nope-nope-1' },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/api/login',
      body: { email: 'nobody@example.com', password: 'nope-nope-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 401 to a missing, malformed or made-up token', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer made-up-token']) {
      const reply = await t.call({
        method: 'GET',
        url: '/api/users/current-user',
        headers: authorization ? { authorization } : {},
      });
      expect(reply.statusCode).toBe(401);
    }
  });

  it('ends a session 90 days after the login that opened it', async () => {
    const user = await signedInUser(t);
    const currentUser = () => t.call({ method: 'GET', url: '/api/users/current-user', token: user.token });
    clock.advance(90 * 24 * 60 * 60 * 1000 - 1);
    expect((await currentUser()).statusCode).toBe(200);
    clock.advance(1);
    const ended = await currentUser();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      success: false,
      error: 'unauthorized',
      message: 'Your session has ended. Please log in again.',
    });
  });
});

describe('resend verification', () => {
  it('sends a new link that works, and the old one stops working', async () => {
    const body = registration();
    await t.call({ method: 'POST', url: '/api/api/user/create', body });
    const first = await latestLinkToken(t, body.email, '/verify/');
    const resent = await t.call({
      method: 'POST',
      url: '/api/api/user/resend-verification',
      body: { email: body.email },
    });
    expect(resent.statusCode).toBe(200);
    // Mailed by the worker: wait for the link that replaces the first one.
    const second = await latestLinkToken(t, body.email, '/verify/', { newerThan: first });
    expect(second).not.toBe(first);
    expect((await t.call({ method: 'GET', url: `/api/api/user/verify/${first}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/api/user/verify/${second}` })).statusCode).toBe(200);
  });

  it('answers and works the same for an unverified, a verified and an unknown e-mail', async () => {
    const unverified = registration();
    await t.call({ method: 'POST', url: '/api/api/user/create', body: unverified });
    const verified = await signedInUser(t);
    const ghost = 'ghost.resend@example.com';
    const replies = [];
    for (const email of [unverified.email, verified.email, ghost]) {
      replies.push(await t.call({ method: 'POST', url: '/api/api/user/resend-verification', body: { email } }));
    }
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual(replies[0]!.json());
      expect(reply.json().message).toMatch(/If this email/);
    }
    // The same work while the caller waits: one job each; who gets a link is decided in the worker.
    const jobs = await t.runtime.ctx.db.execute(
      sql`select data->>'email' as email from pgboss.job where name = 'send-verification' order by created_on`,
    );
    const { rows } = jobs as unknown as { rows: Array<{ email: string }> };
    expect(rows.map((row) => row.email).slice(-3)).toEqual([unverified.email, verified.email, ghost]);
  });
});

describe('register does not tell which e-mails have accounts', () => {
  const inboxOf = async (email: string) =>
    (
      (await t.call({ method: 'GET', url: '/dev/mail.json' })).json() as Array<{
        to: string;
        subject: string;
        text: string;
      }>
    ).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());

  it('answers a taken address exactly like a free one, and tells the owner by e-mail instead', async () => {
    const owner = await signedInUser(t);
    const before = await inboxOf(owner.email);
    const free = await t.call({
      method: 'POST',
      url: '/api/api/user/create',
      body: registration(),
      remoteAddress: uniqueAddress(),
    });
    const taken = await t.call({
      method: 'POST',
      url: '/api/api/user/create',
      body: registration({ email: owner.email.toUpperCase(), first: 'Mallory', password: 'another-secret-5' }),
      remoteAddress: uniqueAddress(),
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);
    expect(free.json()).toEqual({
      success: true,
      message: 'Thanks for registering. Check your email for a link to verify your account.',
      is_verified: false,
    });

    const after = await inboxOf(owner.email);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      subject: 'Someone tried to register with your e-mail address',
      text: expect.stringContaining('http://aerie.test/login'),
    });
    expect(after[0]!.text).not.toContain('Mallory');
    // The account is untouched: the owner's password still works, the attempt's does not.
    const login = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/api/login',
        body: { email: owner.email, password },
        remoteAddress: uniqueAddress(),
      });
    expect((await login(PASSWORD)).statusCode).toBe(200);
    expect((await login('another-secret-5')).statusCode).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resetPassword } from '../src/modules/auth/reset-password.js';
import { hashPassword } from '../src/lib/secret-hashing.js';
import { latestLinkToken, PASSWORD, registration, signedInUser, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'brand-new-secret-7';

// Every call comes from an address of its own: the per-address limits are rate-limits.test.ts's business.
const forgot = (email: string) =>
  t.call({ method: 'POST', url: '/api/api/user/forgot', body: { email }, remoteAddress: uniqueAddress() });
const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
  t.call({
    method: 'POST',
    url: '/api/api/user/forgotpassword',
    body: { token, password, confirm_password: confirm },
    remoteAddress: uniqueAddress(),
  });
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/api/login', body: { email, password }, remoteAddress: uniqueAddress() });

async function mailsTo(email: string) {
  const inbox = (await t.call({ method: 'GET', url: '/dev/mail.json' })).json() as Array<{
    to: string;
    subject: string;
    text: string;
  }>;
  return inbox.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

async function resetLinkFor(email: string, newerThan?: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  return latestLinkToken(t, email, '/password/', { newerThan });
}

function expectInvalidToken(reply: Awaited<ReturnType<typeof reset>>) {
  expect(reply.statusCode).toBe(400);
  expect(reply.json()).toEqual({
    success: false,
    error: 'invalid_token',
    message: 'This reset link is invalid or has expired. Ask for a new one.',
    errors: { token: ['This reset link is invalid or has expired. Ask for a new one.'] },
  });
}

describe('forgot password', () => {
  it('answers the same for an existing and an unknown e-mail, and mails only the existing one', async () => {
    const user = await signedInUser(t);
    const ghost = 'ghost.reset@example.com';
    const known = await forgot(user.email);
    const unknown = await forgot(ghost);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for this email, we have sent a link to reset its password.',
    });
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    // The same work either way: each answer only enqueued one job; the lookup happens in the worker.
    const jobs = await t.runtime.ctx.db.execute(
      sql`select data->>'email' as email from pgboss.job where name = 'send-password-reset' order by created_on`,
    );
    // Both drivers answer `{ rows }`.
    const { rows } = jobs as unknown as { rows: Array<{ email: string }> };
    expect(rows.map((row) => row.email).slice(-2)).toEqual([user.email, ghost]);

    await latestLinkToken(t, user.email, '/password/');
    const mails = await mailsTo(user.email);
    expect(mails.filter((mail) => mail.subject === 'Reset your Aerie password')).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/http:\/\/aerie\.test\/password\/[A-Za-z0-9_-]{43}/);
    expect(await mailsTo(ghost)).toHaveLength(0);
  });
});

describe('reset password', () => {
  it('sets the new password with the e-mailed token; the old one stops working', async () => {
    const user = await signedInUser(t);
    const reply = await reset(await resetLinkFor(user.email));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      message: 'Your password has been reset. Log in with your new password.',
    });

    const old = await login(user.email, PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ error: 'unauthorized' });
    const fresh = await login(user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.email).toBe(user.email);
  });

  it('is single-use: the second use of a token is refused', async () => {
    const user = await signedInUser(t);
    const token = await resetLinkFor(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    expectInvalidToken(await reset(token, 'another-secret-8'));
    // The refused second use changed nothing.
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, 'another-secret-8')).statusCode).toBe(401);
  });

  it('refuses unknown tokens and verification tokens', async () => {
    expectInvalidToken(await reset('A'.repeat(43)));
    const body = registration();
    await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() });
    expectInvalidToken(await reset(await latestLinkToken(t, body.email, '/verify/')));
  });

  it('checks the token before hashing: a made-up or used token costs no argon2 run', async () => {
    const hashed: string[] = [];
    const countingHash = async (password: string) => {
      hashed.push(password);
      return hashPassword(password);
    };
    const user = await signedInUser(t);
    const token = await resetLinkFor(user.email);
    await expect(resetPassword(t.runtime.ctx.db, 'B'.repeat(43), NEW_PASSWORD, countingHash)).rejects.toMatchObject({
      code: 'invalid_token',
    });
    expect(hashed).toEqual([]);

    await resetPassword(t.runtime.ctx.db, token, NEW_PASSWORD, countingHash);
    expect(hashed).toEqual([NEW_PASSWORD]);
    await expect(resetPassword(t.runtime.ctx.db, token, 'another-secret-8', countingHash)).rejects.toMatchObject({
      code: 'invalid_token',
    });
    expect(hashed).toEqual([NEW_PASSWORD]);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('invalidates the first link when a second one is requested', async () => {
    const user = await signedInUser(t);
    const first = await resetLinkFor(user.email);
    const second = await resetLinkFor(user.email, first);
    expect(second).not.toBe(first);
    expectInvalidToken(await reset(first));
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('signs out every session of the account', async () => {
    const user = await signedInUser(t);
    const other = (await login(user.email, PASSWORD)).json().access_token as string;
    const bystander = await signedInUser(t);
    for (const token of [user.token, other]) {
      expect((await t.call({ method: 'GET', url: '/api/users/current-user', token })).statusCode).toBe(200);
    }

    expect((await reset(await resetLinkFor(user.email))).statusCode).toBe(200);
    for (const token of [user.token, other]) {
      const reply = await t.call({ method: 'GET', url: '/api/users/current-user', token });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ success: false, error: 'unauthorized' });
    }
    // Only that account: another user's session lives on.
    expect((await t.call({ method: 'GET', url: '/api/users/current-user', token: bystander.token })).statusCode).toBe(
      200,
    );
  });

  it('refuses mismatched and weak passwords without using up the token', async () => {
    const user = await signedInUser(t);
    const token = await resetLinkFor(user.email);

    const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'confirm_password: Passwords do not match',
      errors: { confirm_password: ['Passwords do not match'] },
    });

    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'Password must contain a number',
      errors: { password: ['Password must contain a number'] },
    });

    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('verifies an unverified account, which can then log in (the link proves the address)', async () => {
    const body = registration();
    expect(
      (await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() })).statusCode,
    ).toBe(200);
    expect((await login(body.email, PASSWORD)).json()).toMatchObject({ error: 'email_not_verified' });

    expect((await reset(await resetLinkFor(body.email))).statusCode).toBe(200);
    const reply = await login(body.email, NEW_PASSWORD);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ email: body.email, is_verify: 1 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { latestLinkToken, PASSWORD, signedInUser, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profile = {
  first: 'Grace',
  last: 'Brewster',
  phone: '+1 (212) 555-0100',
  country: 'United States',
  state: 'New York',
  city: 'New York City',
};
const updateProfile = (token: string | undefined, body: unknown) =>
  t.call({ method: 'POST', url: '/api/users/update', token, body });
const updatePassword = (token: string | undefined, body: unknown) =>
  t.call({ method: 'POST', url: '/api/users/update-password', token, body });
const logIn = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/api/login', body: { email, password }, remoteAddress: uniqueAddress() });

describe('update profile', () => {
  it('changes name, phone and place and answers the current user', async () => {
    const user = await signedInUser(t);
    const reply = await updateProfile(user.token, { ...profile, first: '  Grace  ' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      success: true,
      message: 'Profile updated.',
      data: { user_id: user.userId, email: user.email, ...profile, is_verify: 1, business: { role: 'owner' } },
    });
    const me = await t.call({ method: 'GET', url: '/api/users/current-user', token: user.token });
    expect(me.json().data).toMatchObject(profile);
  });

  it('clears emptied places and keeps places left out', async () => {
    const user = await signedInUser(t);
    await updateProfile(user.token, profile);
    const reply = await updateProfile(user.token, { first: 'G', last: 'H', phone: '+44 20 7946 0000', city: '' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ city: null, state: 'New York', country: 'United States', first: 'G' });
    const max = await updateProfile(user.token, { ...profile, city: 'c'.repeat(80) });
    expect(max.json().data.city).toBe('c'.repeat(80));
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const user = await signedInUser(t);
    await updateProfile(user.token, profile);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...profile, city: 'c'.repeat(81) }, 'city', 'City must be at most 80 characters'],
      [{ ...profile, country: 'c'.repeat(81) }, 'country', 'Country must be at most 80 characters'],
      [{ ...profile, phone: 'call me' }, 'phone', 'Phone may contain digits, spaces, brackets, dashes and a leading +'],
      [{ ...profile, first: '' }, 'first', 'First name is required'],
      [{ ...profile, last: 'l'.repeat(51) }, 'last', 'Last name must be at most 50 characters'],
      [{ ...profile, email: 'new@example.com' }, 'email', 'Unknown field email'],
      [{ ...profile, state: 7 }, 'state', expect.any(String)],
    ];
    for (const [body, field, message] of cases) {
      const reply = await updateProfile(user.token, body);
      expect(reply.statusCode, field).toBe(400);
      expect(reply.json()).toMatchObject({
        success: false,
        error: 'validation_failed',
        errors: { [field]: [message] },
      });
    }
    const me = await t.call({ method: 'GET', url: '/api/users/current-user', token: user.token });
    expect(me.json().data).toMatchObject({ ...profile, email: user.email });
    expect((await updateProfile(undefined, profile)).statusCode).toBe(401);
  });
});

describe('update password', () => {
  const change = (current: string, next = 'new-secret-42') => ({
    current_password: current,
    password: next,
    confirm_password: next,
  });

  it('needs the current password', async () => {
    const user = await signedInUser(t);
    const reply = await updatePassword(user.token, change('wrong-password-1'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'Current password is incorrect.',
      errors: { current_password: ['Current password is incorrect.'] },
    });
    expect((await logIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('applies the password policy and the confirmation', async () => {
    const user = await signedInUser(t);
    const cases: Array<[unknown, string]> = [
      [change(PASSWORD, 'short1'), 'password'],
      [change(PASSWORD, 'lettersonly'), 'password'],
      [change(PASSWORD, '1234567890'), 'password'],
      [{ ...change(PASSWORD), confirm_password: 'something-else-1' }, 'confirm_password'],
      [{ password: 'new-secret-42', confirm_password: 'new-secret-42' }, 'current_password'],
    ];
    for (const [body, field] of cases) {
      const reply = await updatePassword(user.token, body);
      expect(reply.statusCode, field).toBe(400);
      expect(Object.keys(reply.json().errors)).toContain(field);
    }
    expect((await updatePassword(undefined, change(PASSWORD))).statusCode).toBe(401);
  });

  it('sets the new password and signs out every other session, keeping this one', async () => {
    const user = await signedInUser(t);
    const otherSession = (await logIn(user.email, PASSWORD)).json().access_token as string;
    // A reset link asked for earlier must not outlive the change either.
    await t.call({
      method: 'POST',
      url: '/api/api/user/forgot',
      body: { email: user.email },
      remoteAddress: uniqueAddress(),
    });
    const resetToken = await latestLinkToken(t, user.email, '/password/');

    const reply = await updatePassword(user.token, change(PASSWORD, 'brand-new-99'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: 'Password updated.' });

    expect((await logIn(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(user.email, 'brand-new-99')).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/users/current-user', token: otherSession })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/users/current-user', token: user.token })).statusCode).toBe(200);
    const reset = await t.call({
      method: 'POST',
      url: '/api/api/user/forgotpassword',
      body: { token: resetToken, password: 'attacker-pass-1', confirm_password: 'attacker-pass-1' },
      remoteAddress: uniqueAddress(),
    });
    expect(reset.statusCode).toBe(400);
  });

  it('limits attempts per user (429)', async () => {
    const user = await signedInUser(t);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await updatePassword(user.token, change('wrong-password-1'))).statusCode).toBe(400);
    }
    const limited = await updatePassword(user.token, change(PASSWORD));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect((await logIn(user.email, PASSWORD)).statusCode).toBe(200);
  });
});

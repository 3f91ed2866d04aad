import { randomBytes } from 'node:crypto';

import type { TestApp } from './test-app.js';

export const PASSWORD = 'correct-horse-9';

/**
 * A client address no other call of this test file uses (from the benchmarking range 198.18.0.0/15), so
 * the per-address rate limits one test runs into never reach another. Each file has its own database.
 */
let addressCounter = 0;
export function uniqueAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    first: 'Grace',
    last: 'Hopper',
    email: `grace.${randomBytes(4).toString('hex')}@example.com`,
    phone: '+44 7700 900123',
    account_type: 'Professional',
    password: PASSWORD,
    accept_terms: true,
    ...overrides,
  };
}

/**
 * The newest link to `path` (e.g. `/verify/`) e-mailed to `email`, read from the development inbox. Reset
 * links are mailed by a worker job (forgot-password only enqueues it), so this waits for the mail to
 * appear — and, with `newerThan`, for a link other than that one.
 */
export async function latestLinkToken(
  testApp: TestApp,
  email: string,
  path: '/verify/' | '/password/',
  options: { newerThan?: string } = {},
): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const inbox = (await testApp.call({ method: 'GET', url: '/dev/mail.json' })).json() as Array<{
      to: string;
      text: string;
    }>;
    const mail = inbox.find((item) => item.to.toLowerCase() === email.toLowerCase() && item.text.includes(path));
    const token = mail && new RegExp(`${path}([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
    if (token && token !== options.newerThan) return token;
    if (Date.now() > deadline) throw new Error(`No ${path} link e-mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Registers, verifies through the e-mailed link, and logs in: a ready account with its bearer token. The
 * setup calls come from an address of their own, so they never count against a test's rate limits.
 */
export async function signedInUser(testApp: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const remoteAddress = uniqueAddress();
  const created = await testApp.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress });
  if (created.statusCode !== 200) throw new Error(`register failed: ${created.body}`);
  const token = await latestLinkToken(testApp, body.email, '/verify/');
  await testApp.call({ method: 'GET', url: `/api/api/user/verify/${token}` });
  const login = await testApp.call({
    method: 'POST',
    url: '/api/api/login',
    body: { email: body.email, password: body.password },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...body, token: login.json().access_token as string, userId: login.json().data.user_id as number };
}

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

/** Saves a full-page screenshot for a developer to look at: `tests/e2e/screenshots/<name>-<width>.png`. */
export async function snap(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
}

/** Takes the same screen at 1280 px and 375 px wide. */
export async function snapBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(150);
    await snap(page, name);
  }
  await page.setViewportSize(original);
}

/**
 * The link in the newest e-mail to `email` that carries `path`, from the development inbox, as a path on
 * this host. Mail is sent by a background job, so when a journey asked for several (a resend), wait for
 * all `count` of them: an older link is retired by the newer one.
 */
export async function emailedLink(
  request: APIRequestContext,
  email: string,
  path: '/verify/' | '/password/' | '/invitation?token=',
  count = 1,
): Promise<string> {
  let link: string | undefined;
  const pattern = new RegExp(`https?://[^\\s]+${path.replace('?', '\\?')}[A-Za-z0-9_-]+`);
  await expect
    .poll(async () => {
      const inbox = (await (await request.get('/dev/mail.json')).json()) as Array<{ to: string; text: string }>;
      const mails = inbox.filter((item) => item.to.toLowerCase() === email.toLowerCase() && item.text.includes(path));
      link = mails.length >= count ? mails[0]?.text.match(pattern)?.[0] : undefined;
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

let clientNumber = 0;
/**
 * Accounts made through the API come from distinct client addresses (the e2e server trusts the proxy
 * header), as real sign-ups do; otherwise the suite's sign-ups would all count against one address's
 * registration limit, which the API tests cover on their own.
 */
function asClient(): Record<string, string> {
  clientNumber += 1;
  return { 'x-forwarded-for': `198.51.100.${clientNumber}` };
}

/** A verified account made through the API (register → e-mailed link → verify → login). */
export async function createVerifiedAccount(request: APIRequestContext, first: string, businessName: string) {
  const email = uniqueEmail(first.toLowerCase());
  const password = 'wide-skies-77';
  const created = await request.post('/api/api/user/create', {
    headers: asClient(),
    data: {
      first,
      last: 'Tester',
      email,
      phone: '+44 20 7946 0999',
      account_type: 'Business',
      business_name: businessName,
      password,
      accept_terms: true,
    },
  });
  expect(created.status()).toBe(200);
  const verifyPath = await emailedLink(request, email, '/verify/');
  expect((await request.get(`/api/api/user/verify/${verifyPath.split('/').pop()}`)).status()).toBe(200);
  const body = await logInThroughApi(request, email, password);
  return { email, password, token: body.access_token, workspace: body.business };
}

/** An API login (from a client address of its own): the session's token and the workspace it answers with. */
export async function logInThroughApi(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/api/login', { headers: asClient(), data: { email, password } });
  expect(login.status()).toBe(200);
  return (await login.json()) as { access_token: string; business: { id: number; slug: string } };
}

/** Fails the test on any console error or uncaught exception of the page. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/**
 * Logs in through the login form on the page's /login screen. Only for journeys about logging in (the account
 * journey, password reset, the seller admin's own login); every other journey signs in with `signInWithToken`.
 */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** How long the app's own `token` cookie lives (apps/web/src/lib/auth-token.ts). */
const TOKEN_COOKIE_SECONDS = 10 * 365 * 24 * 60 * 60;

/**
 * Signs the browser in with the token of an API login (`createVerifiedAccount`, `createTeammate`,
 * `logInThroughApi`) and opens `path`, the screen the journey starts on: for journeys that are not about
 * logging in, which need not pay for the login screen, the form and a second password check.
 *
 * It leaves the browser as a form login does (apps/web/src/features/auth): the app judges a session by its
 * `token` cookie alone (a host-only cookie on the app's host, Path=/, SameSite=Lax), so that is what is set;
 * the copy a form login also writes to local storage is never read. No workspace is chosen, as after a form
 * login: the first signed-in screen makes the last of the user's workspaces current and stores its slug.
 *
 * Checked as a form login's landing on the dashboard was: the screen asks for the current user and is
 * answered, and the browser stays on `path` (no bounce to /login).
 */
export async function signInWithToken(page: Page, account: { token: string }, path: string): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([
    {
      name: 'token',
      value: encodeURIComponent(account.token),
      url: baseURL,
      expires: Math.floor(Date.now() / 1000) + TOKEN_COOKIE_SECONDS,
      sameSite: 'Lax',
    },
  ]);
  const currentUser = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/users/current-user',
  );
  await page.goto(path);
  expect((await currentUser).status()).toBe(200);
  await expect(page).toHaveURL(new URL(path, baseURL).href);
}

/**
 * A colleague in the owner's workspace, made through the API: invitation → registration with the e-mailed
 * token (verified at once) → login. With `projectId`, the colleague is also added to that project.
 */
export async function createTeammate(
  request: APIRequestContext,
  owner: { token: string; workspace: { id: number } },
  first: string,
  projectId?: number,
) {
  const email = uniqueEmail(first.toLowerCase());
  const password = 'team-spirit-88';
  const auth = { authorization: `Bearer ${owner.token}` };
  const invited = await request.post('/api/invitations/invite', {
    headers: auth,
    data: { email, name: `${first} Colleague`, role: 'developer', business_id: owner.workspace.id },
  });
  expect(invited.status()).toBe(200);
  const link = await emailedLink(request, email, '/invitation?token=');
  const created = await request.post('/api/api/user/create', {
    headers: asClient(),
    data: {
      first,
      last: 'Colleague',
      email,
      phone: '+44 20 7946 0888',
      account_type: 'Freelance',
      password,
      accept_terms: true,
      invitation_token: new URLSearchParams(link.split('?')[1]).get('token'),
    },
  });
  expect(created.status()).toBe(200);
  const token = (await logInThroughApi(request, email, password)).access_token;
  const me = await request.get('/api/users/current-user', { headers: { authorization: `Bearer ${token}` } });
  const userId = ((await me.json()) as { data: { user_id: number } }).data.user_id;
  if (projectId !== undefined) {
    const added = await request.post('/api/projects/add-member', {
      headers: auth,
      data: { user_id: userId, project_id: projectId },
    });
    expect(added.status()).toBe(200);
  }
  return { email, password, token, userId, name: `${first} Colleague` };
}

/** A project in the account's workspace, made through the API (the first category). */
export async function createProject(
  request: APIRequestContext,
  owner: { token: string; workspace: { id: number } },
  name: string,
  description = 'Made for an end-to-end journey.',
): Promise<{ id: number; u_id: string }> {
  const auth = { authorization: `Bearer ${owner.token}` };
  const categories = (await (await request.get('/api/api/categories', { headers: auth })).json()) as {
    data: Array<{ id: number }>;
  };
  const created = await request.post('/api/projects/create', {
    headers: auth,
    data: { name, description, category_id: categories.data[0]!.id, business_id: owner.workspace.id },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { data: { id: number; u_id: string } }).data;
}

/**
 * Moves the account's workspace to a paid plan through the sandbox checkout, as a browser would (initialize,
 * pay with 4242…, verify). A new workspace is on Air, which cannot connect its own servers.
 */
export async function buyPlan(
  request: APIRequestContext,
  account: { token: string; workspace: { id: number } },
  plan: 'earth' | 'moon',
): Promise<void> {
  const auth = { authorization: `Bearer ${account.token}` };
  const initialized = await request.post('/api/transactions/initialize', {
    headers: auth,
    data: { type: 'subscription', plan_id: plan, business_id: account.workspace.id },
  });
  expect(initialized.status()).toBe(200);
  const { reference } = ((await initialized.json()) as { data: { reference: string } }).data;
  const paid = await request.post(`/sandbox/checkout/${reference}`, {
    form: { card_number: '4242 4242 4242 4242', action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const transactionId = new URL(paid.headers().location!).searchParams.get('transaction_id')!;
  const verified = await request.get('/api/payment-hooks', {
    headers: auth,
    params: { reference, transaction_id: transactionId },
  });
  expect(verified.status()).toBe(200);
}

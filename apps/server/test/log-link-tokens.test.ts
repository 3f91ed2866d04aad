import { Writable } from 'node:stream';

import { fullPath, ROUTES } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PREFIX_OF_HOST } from '../src/hosts/host-names.js';
import { redactUrl } from '../src/log-serializers.js';
import { RAW_ROUTES } from '../src/routes/raw-routes.js';

import { latestLinkToken, registration, signedInUser, uniqueAddress } from './support/accounts.js';
import { initializePlan, payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import { authorize, platformConfig, startFakeGitProviders } from './support/fake-git-providers.js';
import { invite, latestInvitation } from './support/invitations.js';
import { accountWithWorkspace } from './support/project-fixtures.js';
import { insertSellerStore, lastMailTo, nextMailTo, sellerCall } from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Issue 24: every secret that travels in a URL, followed through its real flow as the browser and the
 * client make it (the e-mailed link opened, then the call its page makes), must be absent from the raw
 * log text, while the request lines are still written with `[redacted]` in its place.
 */

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let fakes: Awaited<ReturnType<typeof startFakeGitProviders>>;
let t: TestApp;
beforeAll(async () => {
  fakes = await startFakeGitProviders();
  t = await startTestApp({ env: { ...fakes.env, LOG_LEVEL: 'info' }, logStream: capture });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

/** The raw log text written since `start`, and the request URLs it logged. */
function loggedSince(start: number) {
  const written = lines.slice(start);
  const urls = written
    .map((line) => JSON.parse(line) as { req?: { url: string } })
    .flatMap((entry) => (entry.req ? [entry.req.url] : []));
  return { text: written.join('\n'), urls };
}

function expectRedacted(start: number, secrets: string[], redactedUrls: string[]) {
  const { text, urls } = loggedSince(start);
  for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret);
  for (const url of redactedUrls) expect(urls).toContain(url);
}

describe('link tokens in request logs (issue 24)', () => {
  it('platform e-mail verification: the /verify/ page and its API call', async () => {
    const body = registration();
    await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() });
    const token = await latestLinkToken(t, body.email, '/verify/');
    const start = lines.length;

    await t.call({ method: 'GET', url: `/verify/${token}` });
    const verified = await t.call({ method: 'GET', url: `/api/api/user/verify/${token}` });
    expect(verified.statusCode, verified.body).toBe(200);

    expectRedacted(start, [token], ['/verify/[redacted]', '/api/api/user/verify/[redacted]']);
  });

  it('platform password reset: the /password/ page and the reset call', async () => {
    const user = await signedInUser(t);
    const forgot = { method: 'POST', url: '/api/api/user/forgot', remoteAddress: uniqueAddress() } as const;
    expect((await t.call({ ...forgot, body: { email: user.email } })).statusCode).toBe(200);
    const token = await latestLinkToken(t, user.email, '/password/');
    const start = lines.length;

    await t.call({ method: 'GET', url: `/password/${token}` });
    const reset = await t.call({
      method: 'POST',
      url: '/api/api/user/forgotpassword',
      body: { token, password: 'brand-new-secret-7', confirm_password: 'brand-new-secret-7' },
      remoteAddress: uniqueAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expectRedacted(start, [token], ['/password/[redacted]']);
  });

  it('invitation: the /invitation?token= page, its preview and the accept call', async () => {
    const owner = await accountWithWorkspace(t);
    const invitee = await signedInUser(t);
    const sent = await invite(t, owner.token, { business_id: owner.workspace.id, email: invitee.email });
    expect(sent.statusCode, sent.body).toBe(200);
    const { token } = await latestInvitation(t, invitee.email);
    const start = lines.length;

    await t.call({ method: 'GET', url: `/invitation?token=${token}` });
    expect((await t.call({ method: 'GET', url: `/api/invitations/token/${token}` })).statusCode).toBe(200);
    const accepted = await t.call({
      method: 'POST',
      url: '/api/invitations/accept',
      token: invitee.token,
      body: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expectRedacted(start, [token], ['/invitation?token=[redacted]', '/api/invitations/token/[redacted]']);
  });

  it("seller password reset: the store's /reset-password/ page and its call, on the store host", async () => {
    const shop = await insertSellerStore(t);
    const before = (await lastMailTo(t, shop.email))?.id ?? 0;
    const sent = await sellerCall(t, shop, { method: 'POST', url: '/forgot-password', body: { email: shop.email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await nextMailTo(t, shop.email, before);
    const link = new RegExp(`http://${shop.host.replace(/\./g, '\\.')}/reset-password/[A-Za-z0-9_-]+`).exec(
      mail!.text,
    )?.[0];
    expect(link, mail?.text).toBeDefined();
    const url = new URL(link!);
    const token = url.pathname.split('/').at(-1)!;
    const start = lines.length;

    // The browser opens the e-mailed link on the store's origin, then the page posts the token.
    await t.call({ method: 'GET', url: url.pathname, headers: { host: url.host } });
    const body = { token, password: 'new-secret-42', confirm_password: 'new-secret-42' };
    const reset = await sellerCall(t, shop, { method: 'POST', url: '/reset-password', body });
    expect(reset.statusCode, reset.body).toBe(200);

    expectRedacted(start, [token], ['/_stores/reset-password/[redacted]', '/store-api/seller/reset-password']);
  });

  it("git provider connection: the provider's return with code and state, and the integrate call", async () => {
    const owner = await accountWithWorkspace(t);
    const config = await platformConfig(t, owner.token, owner.workspace.id, 'github');
    const { code, state } = await authorize(config.authorize_url);
    const start = lines.length;

    // The provider sends the browser back to the app's integrations page with the code and the state.
    const back = new URL(config.redirect_url);
    await t.call({ method: 'GET', url: `${back.pathname}?${new URLSearchParams({ code, state })}` });
    const integrated = await t.call({
      method: 'POST',
      url: '/api/repositories/integrate',
      token: owner.token,
      body: { code, state, platform: 'github', business_id: owner.workspace.id },
    });
    expect(integrated.statusCode, integrated.body).toBe(200);

    expectRedacted(start, [code, state], [`${back.pathname}?code=[redacted]&state=[redacted]`]);
  });

  it('sandbox checkout: the reference that opens the checkout page, and the return that carries it', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    const start = lines.length;
    const { reference } = await initializePlan(t, owner.token, owner.workspace.id);

    await t.call({ method: 'GET', url: `/sandbox/checkout/${reference}` });
    const { location, transactionId } = await payAtSandbox(t, reference);
    await t.call({ method: 'GET', url: `${location.pathname}${location.search}` });
    const verified = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
    expect(verified.statusCode, verified.body).toBe(200);

    expectRedacted(start, [reference], ['/sandbox/checkout/[redacted]']);
  });

  it('covers every declared route with a secret parameter, on every host, as the rule derives them', () => {
    const declared = [...ROUTES.map(fullPath), ...RAW_ROUTES.map((route) => PREFIX_OF_HOST[route.host] + route.path)];
    const secretRoutes = declared.filter((path) => /\/:(?:token|reference)(?:\/|$)/.test(path));
    expect(secretRoutes.length).toBeGreaterThanOrEqual(4);
    const secret = 'Zq3'.repeat(14);
    for (const path of secretRoutes) {
      const url = path.replace(/:(token|reference)\b/g, secret).replace(/:[A-Za-z]+/g, 'x');
      expect(redactUrl(url), url).not.toContain(secret);
      expect(redactUrl(url), url).toContain('[redacted]');
    }
  });
});

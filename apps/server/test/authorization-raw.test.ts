import { createHmac, randomBytes, randomUUID } from 'node:crypto';

import type { Principal } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { PREFIX_OF_HOST } from '../src/hosts/host-names.js';
import { registerRouteRegistry } from '../src/plugins/route-registry.js';
import { storefrontStylesheet } from '../src/modules/stores/storefront-css.js';
import { RAW_ROUTES } from '../src/routes/raw-routes.js';
import { publishedFormSite, VALID_SUBMISSION } from './support/form-fixtures.js';
import { providerPushHooks, storeCheckoutReminders, websites } from '../src/db/schema/index.js';
import { hashLinkToken, newLinkToken } from '../src/modules/stores/recovery/recovery-tokens.js';
import { sealPushHookSecret } from '../src/modules/integrations/push-hooks/push-hook-secret.js';
import {
  ANONYMOUS_STATUS_OF_PRINCIPAL,
  setUpAuthorizationWorld,
  TINY_GIF,
  TLS_ASK_TOKEN,
  WEBHOOK_HASH,
} from './support/authorization-world.js';
import { initializePlan } from './support/billing-fixtures.js';
import type { TestStore } from './support/seller-fixtures.js';
import type { TestApp } from './support/test-app.js';
// issue 11: Aerie Git
import { createRepository } from './support/repository-fixtures.js';
// issue 13: deployments
import { insertRun } from './support/deployment-api-fixtures.js';
// issue 26: notifications
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe-token.js';

// The app, its callers and the fresh objects of the owner's each request is made on.
const world = setUpAuthorizationWorld();
const {
  owner,
  freshProject,
  freshWebsite,
  freshDeployment,
  freshStoreImage,
  publishedSiteHost,
  storefrontShop,
  tableOrder,
} = world;
let t: TestApp;
let tableStore: TestStore;
/** A fresh published site of the owner's with a contact form. */
const formSite = async () => {
  const { project } = await freshProject();
  return publishedFormSite(t, { projectId: project.id, userId: owner().userId, token: owner().token });
};
beforeAll(() => {
  ({ t, tableStore } = world);
});

/*
 * Routes that are not JSON calls (RAW_ROUTES): pages, files, the webhook, health and docs. Each has its
 * principal and the status each caller gets: `anonymous` shows nothing, `signedIn` a bearer token,
 * `otherMachine` calls from a non-loopback address, `signed` carries the provider's webhook signature.
 */
interface RawExpected {
  principal: Principal;
  anonymous: number;
  signedIn: number;
  otherMachine: number;
  signed?: number;
}

type RawRouteName = (typeof RAW_ROUTES)[number]['name'];

const RAW_TABLE = {
  healthz: { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // issue 32: Caddy's ask; TLS_ASK_TOKEN in the path is the credential, from wherever Caddy runs (tls-ask.test.ts
  // has the refusals: a wrong token, unverified names, IP literals, the platform's hosts).
  'tls-ask': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'web-app': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Keys are unguessable; an avatar is meant to be shown to whoever sees its owner.
  'get-file': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Finding 12: the inbox holds every reset link, so only this machine may read it.
  'dev-mail-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 404 },
  'dev-mail-json': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 404 },
  // The test clock moves billing (charges a trial's end): only this machine may use it, as the inbox.
  'dev-test-clock': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 404 },
  // The stores' test clock sends reminders: only this machine, as the billing one.
  'dev-store-test-clock': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 404 },
  // The unguessable reference is the credential, as on the provider's own hosted page.
  'sandbox-checkout-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'sandbox-checkout-pay': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  // A bearer token means nothing to a webhook: only the provider's signature does.
  'payment-webhook': { principal: 'signedWebhook', anonymous: 401, signedIn: 401, otherMachine: 401, signed: 200 },
  // issue 28: a git provider's push, proven only by the signature made with its hook's own secret.
  'provider-push-hook': { principal: 'providerWebhook', anonymous: 401, signedIn: 401, otherMachine: 401, signed: 200 },
  'api-docs': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Asked by the browser before a cross-origin call from APP_URL (hosts with their own names).
  'cors-preflight-api': { principal: 'public', anonymous: 204, signedIn: 204, otherMachine: 204 },
  'cors-preflight-builder': { principal: 'public', anonymous: 204, signedIn: 204, otherMachine: 204 },
  'cors-preflight-store': { principal: 'public', anonymous: 204, signedIn: 204, otherMachine: 204 },
  // Published sites are public by definition; their pages never read a token.
  'published-site': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'template-preview': { principal: 'public', anonymous: 302, signedIn: 302, otherMachine: 302 },
  // The draft is the project's: a signed-in caller who sees it (the owner here) gets the zip.
  'export-website': { principal: 'user', anonymous: 401, signedIn: 200, otherMachine: 401 },
  // A site's forms are for its visitors: a token means nothing there (303 to the thank-you page).
  'submit-site-form': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'site-form-thanks': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // The inbox is the project's: a signed-in caller who sees it (the owner here) gets the CSV.
  'export-form-submissions': { principal: 'user', anonymous: 401, signedIn: 200, otherMachine: 401 },
  // Storefronts are public shops: a platform token means nothing there (carts are cookies, orders uuids).
  'storefront-home': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-products': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-product': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-cart': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-order': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-stylesheet': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-font': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // The test store has a logo: its icon is a redirect to it.
  'storefront-favicon': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-robots': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Form posts and the payment return answer with a redirect (post/redirect/get).
  'storefront-cart-add': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-cart-update': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-cart-discount': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-cart-discount-remove': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-checkout-page': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-checkout': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-checkout-return': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  // issue 30: a checkout reminder's links; the random token is the credential, from any machine (a mail client).
  'storefront-cart-recover': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-reminder-unsubscribe-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-reminder-unsubscribe': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // The seller admin's shell and files are public; what it shows comes from seller calls.
  'seller-admin-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'seller-admin-reset-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'seller-admin-pages': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'seller-admin-assets': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Random keys, public by design like the storefront that shows them.
  'store-media': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // issue 11: Aerie Git's smart HTTP takes HTTP Basic with a personal access token, never a session
  // (a token's caller and what it reaches are tested with a real git client in git-host.test.ts).
  'git-info-refs': { principal: 'gitToken', anonymous: 401, signedIn: 401, otherMachine: 401 },
  'git-upload-pack': { principal: 'gitToken', anonymous: 401, signedIn: 401, otherMachine: 401 },
  'git-receive-pack': { principal: 'gitToken', anonymous: 401, signedIn: 401, otherMachine: 401 },
  // issue 13: deployments — a run's live log, for whoever sees its project (the owner here); the token is
  // in the header, never the URL. The run is finished, so the stream ends and the reply is complete.
  'deployment-run-stream': { principal: 'user', anonymous: 401, signedIn: 200, otherMachine: 401 },
  // issue 26: the caller's own unread count, live; the token in the header, never the URL.
  'notification-stream': { principal: 'user', anonymous: 401, signedIn: 200, otherMachine: 401 },
  // The signed token in the link is the credential: no session needed, from any machine (a mail client).
  'unsubscribe-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  unsubscribe: { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
} satisfies Record<RawRouteName, RawExpected> as Record<string, RawExpected>;

interface RawRequest {
  /** A stream that never ends by itself: only its status and headers are read. */
  isEndless?: boolean;
  method?: 'GET' | 'POST';
  url?: string;
  headers?: Record<string, string>;
  body?: string;
  /** What a signed call adds instead of the payment provider's `verif-hash` (a push hook's own signature). */
  signedHeaders?: Record<string, string>;
}

/** A pending sandbox checkout of the owner's: the reference its hosted page is reached by. */
async function pendingReference(): Promise<string> {
  return (await initializePlan(t, owner().token, owner().workspace.id, 'earth')).reference;
}

/** The URL of a freshly uploaded avatar. */
async function uploadedFileUrl(): Promise<string> {
  const reply = await t.call({
    method: 'POST',
    url: '/api/users/upload-avatar',
    token: owner().token,
    body: { image: TINY_GIF },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return new URL(reply.json().data.avatar as string, 'http://aerie.test').pathname;
}

/** A storefront form sent as a browser on the store's own page sends it. */
async function storefrontForm(url: string): Promise<RawRequest> {
  const shop = await storefrontShop();
  return {
    url,
    headers: { host: shop.host, origin: shop.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ variant: shop.variantUuid, quantity: '1' }).toString(),
  };
}

// issue 30: a checkout reminder of the table's store, written directly: its two link tokens, made once.
let tableReminder: Promise<{ recover: string; unsubscribe: string }> | null = null;
const tableReminderLinks = () =>
  (tableReminder ??= (async () => {
    const order = await tableOrder();
    const links = { recover: newLinkToken(), unsubscribe: newLinkToken() };
    const now = Date.now();
    await t.runtime.ctx.db.insert(storeCheckoutReminders).values({
      storeId: order.storeId,
      orderId: order.id,
      cartId: order.cartId,
      email: order.email,
      recoveryTokenHash: hashLinkToken(links.recover),
      unsubscribeTokenHash: hashLinkToken(links.unsubscribe),
      sentAt: new Date(now),
      linkExpiresAt: new Date(now + 86_400_000),
    });
    return links;
  })());

// issue 32: HTTPS for custom domains
/** A verified custom domain of a published site of the owner's, written directly; made once. */
let tableCustomDomain: Promise<string> | null = null;
const verifiedCustomDomain = () =>
  (tableCustomDomain ??= (async () => {
    const subdomain = (await publishedSiteHost()).split('.')[0]!;
    const domain = `www.${subdomain}.example.org`;
    await t.runtime.ctx.db
      .update(websites)
      .set({ customDomain: domain, domainVerifiedAt: new Date() })
      .where(eq(websites.subdomain, subdomain));
    return domain;
  })());

// issue 11: Aerie Git
/** The path of an Aerie Git repository of the owner's, made once. */
let tableGitPath: Promise<string> | null = null;
const tableGitRepository = () =>
  (tableGitPath ??= (async () => {
    const { project } = await freshProject();
    const repository = await createRepository(t, owner().token, owner().workspace.slug, project.u_id, {
      name: 'table-git',
    });
    return `/git/${owner().workspace.slug}/${repository.name}.git`;
  })());

// issue 28: push to deploy from the providers
/** A GitHub push hook on a repository of the owner's, written directly: its URL's slug and its secret. */
let tablePushHook: Promise<{ slug: string; secret: string }> | null = null;
const pushHookOfOwner = () =>
  (tablePushHook ??= (async () => {
    await world.ownersGitHub();
    const { project } = await freshProject();
    const remote = world.gitFakes.github.addRepository();
    const imported = await t.call({
      method: 'POST',
      url: `/api/projects/repositories/${owner().workspace.slug}/import`,
      token: owner().token,
      body: { name: remote.name, platform: 'github', project_id: project.u_id, platform_repo_id: String(remote.id) },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const slug = `gph${randomBytes(12).toString('hex')}`;
    const secret = randomBytes(32).toString('hex');
    await t.runtime.ctx.db.insert(providerPushHooks).values({
      slug,
      repositoryId: imported.json().data.id,
      providerHookId: '1',
      secretEnc: sealPushHookSecret(t.runtime.ctx, slug, secret),
    });
    return { slug, secret };
  })());

/** GitHub's `ping` to the owner's hook (what GitHub sends when a hook is made): answered, nothing queued. */
async function pushHookPing(): Promise<RawRequest> {
  const { slug, secret } = await pushHookOfOwner();
  const body = JSON.stringify({ zen: 'Design for failure.', hook_id: 1 });
  return {
    url: `/api/hooks/git/${slug}`,
    headers: { 'content-type': 'application/json', 'x-github-event': 'ping', 'x-github-delivery': randomUUID() },
    body,
    signedHeaders: { 'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` },
  };
}

const VALID_RAW_REQUEST: Record<string, () => Promise<RawRequest>> = {
  healthz: async () => ({}),
  'tls-ask': async () => ({ url: `/_tls/ask/${TLS_ASK_TOKEN}?domain=${await verifiedCustomDomain()}` }),
  'web-app': async () => ({ url: '/assets/index-abc123.js' }),
  'get-file': async () => ({ url: await uploadedFileUrl() }),
  'dev-mail-page': async () => ({}),
  'dev-mail-json': async () => ({}),
  'dev-test-clock': async () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ workspace: owner().workspace.slug, days: 0 }),
  }),
  'dev-store-test-clock': async () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ store: (await storefrontShop()).store.domain, hours: 0 }),
  }),
  'sandbox-checkout-page': async () => ({ url: `/sandbox/checkout/${await pendingReference()}` }),
  'sandbox-checkout-pay': async () => ({
    url: `/sandbox/checkout/${await pendingReference()}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4242 4242 4242 4242', action: 'pay' }).toString(),
  }),
  'payment-webhook': async () => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { id: 'sbx_nothing', tx_ref: 'aer_unknown' } }),
  }),
  'api-docs': async () => ({ url: '/api/docs/json' }),
  'provider-push-hook': pushHookPing,
  'published-site': async () => ({ url: '/', headers: { host: await publishedSiteHost() } }),
  'template-preview': async () => ({ url: '/builder-api/templates/agency/preview' }),
  'export-website': async () => ({ url: `/builder-api/site/${(await freshWebsite()).uuid}/export` }),
  'submit-site-form': async () => ({
    url: '/_forms/contact',
    headers: { host: (await formSite()).host, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(VALID_SUBMISSION).toString(),
  }),
  'site-form-thanks': async () => ({ url: '/_forms/contact/thanks', headers: { host: (await formSite()).host } }),
  'export-form-submissions': async () => ({
    url: `/builder-api/site/${(await freshWebsite()).uuid}/form-submissions.csv`,
  }),
  'storefront-home': async () => ({ url: '/', headers: { host: (await storefrontShop()).host } }),
  'storefront-products': async () => ({ url: '/products?q=mug', headers: { host: (await storefrontShop()).host } }),
  'storefront-product': async () => {
    const shop = await storefrontShop();
    return { url: `/products/${shop.product.slug}`, headers: { host: shop.host } };
  },
  'storefront-cart': async () => ({ url: '/cart', headers: { host: (await storefrontShop()).host } }),
  'storefront-cart-add': async () => storefrontForm('/cart/add'),
  'storefront-cart-update': async () => storefrontForm('/cart/update'),
  'storefront-cart-discount': async () => storefrontForm('/cart/discount'),
  'storefront-cart-discount-remove': async () => storefrontForm('/cart/discount/remove'),
  'storefront-checkout-page': async () => ({ url: '/checkout', headers: { host: (await storefrontShop()).host } }),
  'storefront-checkout': async () => storefrontForm('/checkout'),
  'storefront-checkout-return': async () => {
    const order = await tableOrder();
    const query = new URLSearchParams({
      status: 'successful',
      tx_ref: order.paymentReference,
      transaction_id: 'sbx_x',
    });
    return { url: `/checkout/return?${query}`, headers: { host: (await storefrontShop()).host } };
  },
  'storefront-cart-recover': async () => ({
    url: `/cart/recover/${(await tableReminderLinks()).recover}`,
    headers: { host: (await storefrontShop()).host },
  }),
  'storefront-reminder-unsubscribe-page': async () => ({
    url: `/reminders/unsubscribe/${(await tableReminderLinks()).unsubscribe}`,
    headers: { host: (await storefrontShop()).host },
  }),
  // A mail client's RFC 8058 one-click POST: no Origin of the store.
  'storefront-reminder-unsubscribe': async () => ({
    url: `/reminders/unsubscribe/${(await tableReminderLinks()).unsubscribe}`,
    headers: { host: (await storefrontShop()).host, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  }),
  'storefront-order': async () => ({
    url: `/orders/${(await tableOrder()).uuid}`,
    headers: { host: (await storefrontShop()).host },
  }),
  'storefront-favicon': async () => ({ url: '/favicon.ico', headers: { host: (await storefrontShop()).host } }),
  'storefront-stylesheet': async () => ({
    url: (await storefrontStylesheet()).path,
    headers: { host: (await storefrontShop()).host },
  }),
  'storefront-font': async () => ({
    url: '/_assets/fonts/inter/inter-latin-wght-normal.woff2',
    headers: { host: (await storefrontShop()).host },
  }),
  'storefront-robots': async () => ({ url: '/robots.txt', headers: { host: (await storefrontShop()).host } }),
  'seller-admin-page': async () => ({ url: '/login', headers: { host: tableStore.host } }),
  'seller-admin-reset-page': async () => ({ url: '/reset-password/some-token', headers: { host: tableStore.host } }),
  'seller-admin-pages': async () => ({ url: '/admin/products/new', headers: { host: tableStore.host } }),
  'seller-admin-assets': async () => ({ url: '/assets/index-abc123.js', headers: { host: tableStore.host } }),
  'store-media': async () => ({
    url: new URL((await freshStoreImage()).image.url).pathname,
    headers: { host: tableStore.host },
  }),
  // issue 11: Aerie Git's smart HTTP, on a repository of the owner's
  'git-info-refs': async () => ({ url: `${await tableGitRepository()}/info/refs?service=git-upload-pack` }),
  'git-upload-pack': async () => ({
    url: `${await tableGitRepository()}/git-upload-pack`,
    headers: { 'content-type': 'application/x-git-upload-pack-request' },
    body: '0000',
  }),
  'git-receive-pack': async () => ({
    url: `${await tableGitRepository()}/git-receive-pack`,
    headers: { 'content-type': 'application/x-git-receive-pack-request' },
    body: '0000',
  }),
  // issue 13: deployments
  'deployment-run-stream': async () => {
    const run = await insertRun(t, (await freshDeployment()).id, { status: 'succeeded', finishedAt: new Date() });
    return { url: `/api/deployment-runs/${run.id}/stream` };
  },
  // issue 26: notifications
  'notification-stream': async () => ({ url: '/api/notifications/stream', isEndless: true }),
  'unsubscribe-page': async () => ({
    url: `/unsubscribe/${unsubscribeToken(t.runtime.ctx.config, owner().userId, 'member.joined')}`,
  }),
  unsubscribe: async () => ({
    url: `/unsubscribe/${unsubscribeToken(t.runtime.ctx.config, owner().userId, 'member.left')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  }),
  ...Object.fromEntries(
    (['api', 'builder', 'store'] as const).map((host) => [
      `cors-preflight-${host}`,
      async () => ({
        url: `${PREFIX_OF_HOST[host]}/anything`,
        headers: { origin: 'http://aerie.test', 'access-control-request-method': 'POST' },
      }),
    ]),
  ),
};

const rawNames = RAW_ROUTES.map((route) => route.name as string).sort();

it('has an entry for every non-JSON route of the registry, with its principal', () => {
  expect(Object.keys(RAW_TABLE).sort()).toEqual(rawNames);
  expect(Object.keys(VALID_RAW_REQUEST).sort()).toEqual(rawNames);
  for (const route of RAW_ROUTES) {
    const expected = RAW_TABLE[route.name]!;
    expect(expected.principal, route.name).toBe(route.principal);
    // A public route answers anyone (a page, a redirect, an empty preflight reply); the others refuse.
    const anonymousSucceeds = expected.anonymous < 400;
    expect(anonymousSucceeds, route.name).toBe(ANONYMOUS_STATUS_OF_PRINCIPAL[route.principal] === 200);
    expect(expected.otherMachine === 404, route.name).toBe('reach' in route && route.reach === 'loopback');
  }
});

it('refuses to start with a route that is in no registry', async () => {
  const bare = Fastify();
  registerRouteRegistry(bare, t.runtime.ctx);
  expect(() => bare.get('/sites/preview', async () => 'hi')).toThrow(/in no route registry/);
  expect(() => bare.post('/healthz', async () => 'hi')).toThrow(/in no route registry/);
  await bare.close();
});

async function callRaw(name: string, caller: { token?: string; remoteAddress?: string; signed?: boolean }) {
  const route = RAW_ROUTES.find((candidate) => candidate.name === name)!;
  const request = await VALID_RAW_REQUEST[name]!();
  return t.app.inject({
    method: request.method ?? route.method,
    url: request.url ?? PREFIX_OF_HOST[route.host] + route.path,
    remoteAddress: caller.remoteAddress ?? '127.0.0.1',
    headers: {
      host: 'aerie.test',
      ...request.headers,
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(caller.signed ? (request.signedHeaders ?? { 'verif-hash': WEBHOOK_HASH }) : {}),
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
    ...(request.isEndless ? { payloadAsStream: true } : {}),
  });
}

describe.each(rawNames)('%s', (name) => {
  const expected = RAW_TABLE[name]!;

  it(`answers an anonymous caller ${expected.anonymous}`, async () => {
    const reply = await callRaw(name, {});
    expect(reply.statusCode, reply.body).toBe(expected.anonymous);
  });

  it(`answers a signed-in user ${expected.signedIn}`, async () => {
    const reply = await callRaw(name, { token: owner().token });
    expect(reply.statusCode, reply.body).toBe(expected.signedIn);
  });

  it(`answers a caller on another machine ${expected.otherMachine}`, async () => {
    const reply = await callRaw(name, { remoteAddress: '203.0.113.7' });
    expect(reply.statusCode, reply.body).toBe(expected.otherMachine);
  });

  if (expected.signed !== undefined) {
    it(`answers a signed call ${expected.signed}`, async () => {
      const reply = await callRaw(name, { signed: true });
      expect(reply.statusCode, reply.body).toBe(expected.signed);
    });
  }
});

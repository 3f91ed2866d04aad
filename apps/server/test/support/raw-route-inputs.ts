import { createHmac, randomUUID } from 'node:crypto';

import { HONEYPOT_FIELD } from '@aerie/blocks';
import fc from 'fast-check';

import { PREFIX_OF_HOST } from '../../src/hosts/host-names.js';
import { RAW_ROUTES, type RawRouteName } from '../../src/routes/raw-routes.js';
import { TLS_ASK_TOKEN, WEBHOOK_HASH } from './authorization-world.js';
import { VALID_SUBMISSION } from './form-fixtures.js';
import type { RawInput } from './raw-hostile-requests.js';
import type { RawWorld } from './raw-world.js';
import { BUYER } from './store-fixtures.js';
import type { TestApp } from './test-app.js';

/** A pkt-line of git's protocol: four hex digits of length, then the data. */
const pkt = (data: string) => `${(data.length + 4).toString(16).padStart(4, '0')}${data}`;
const ZERO = '0'.repeat(40);

/** Bodies of git's smart HTTP: real requests, broken lengths, hostile ref names and capabilities, random bytes. */
function gitBodies(service: 'upload' | 'receive'): fc.Arbitrary<Buffer> {
  const ref = fc.oneof(
    fc.constantFrom('refs/heads/main', 'refs/heads/../../../etc', 'refs/heads/a\u0000b', 'HEAD', '-x', 'refs/heads/'),
    fc.string({ maxLength: 60 }).map((name) => `refs/heads/${name}`),
  );
  const line =
    service === 'upload'
      ? fc.oneof(
          fc.constant(`${pkt(`want ${'a'.repeat(40)} multi_ack side-band-64k\n`)}00000009done\n`),
          fc.string({ maxLength: 80 }).map((text) => `${pkt(`want ${text}\n`)}0000`),
        )
      : fc
          .tuple(ref, fc.constantFrom(ZERO, 'a'.repeat(40), 'not-a-sha'))
          .map(([name, sha]) => `${pkt(`${ZERO} ${sha} ${name}\u0000report-status side-band-64k\n`)}0000PACK`);
  return fc.oneof(
    line.map((text) => Buffer.from(text)),
    fc
      .constantFrom('0000', 'ffff', '0004', '0003', 'zzzz', `${pkt('x'.repeat(70_000))}`)
      .map((text) => Buffer.from(text)),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  );
}

/** GitHub's push event as a hook receives it, with one commit. */
const githubPush = {
  ref: 'refs/heads/main',
  before: ZERO,
  after: 'b'.repeat(40),
  commits: [
    {
      id: 'b'.repeat(40),
      message: 'Fix the header',
      timestamp: '2026-03-02T10:00:00Z',
      author: { name: 'Octo Cat', email: 'octo@example.com' },
    },
  ],
};

/** Where each host's routes live in the one-port setup: the app's host name and the host's prefix. */
const onApp = (t: TestApp, route: { host: keyof typeof PREFIX_OF_HOST; path: string }) => ({
  host: new URL(t.runtime.ctx.config.appUrl).host,
  path: `${PREFIX_OF_HOST[route.host]}${route.path}`,
});

/**
 * Every raw route with the ways in that the world offers (several for a route reached through several
 * hosts: a published site by its subdomain, its custom domain, the preview and assets hosts), the input it
 * reads and the real values of that input.
 */
export function rawRouteInputs(t: TestApp, raw: RawWorld, session: string) {
  const route = (name: RawRouteName) => RAW_ROUTES.find((candidate) => candidate.name === name)!;
  const app = (name: RawRouteName, input: Omit<RawInput, 'host' | 'path'> = {}): RawInput[] => [
    { ...onApp(t, route(name)), ...input },
  ];
  const signedIn = { authorization: `Bearer ${session}` };
  const loopback = '127.0.0.1';
  const sites = t.runtime.ctx.config.sites.host;
  const form = raw.form;
  const site = (name: RawRouteName, hosts: string[], input: Omit<RawInput, 'host' | 'path'> = {}): RawInput[] =>
    hosts.map((host) => ({ host, path: route(name).path, ...input }));
  const shop = raw.storefront;
  const store = (name: RawRouteName, input: Omit<RawInput, 'host' | 'path'> = {}): RawInput[] => [
    {
      host: shop.host,
      path: route(name).path,
      headers: { origin: shop.origin, cookie: shop.cookie },
      ...input,
      params: { slug: shop.productSlug, uuid: shop.order.uuid, token: shop.reminderToken, ...input.params },
      fields: {
        variant: [shop.variant],
        quantity: ['1', '0', '3'],
        q: ['Mug', 'mu'],
        page: ['1', '2'],
        code: ['WORLD10'],
        tx_ref: [shop.order.paymentReference],
        status: ['successful', 'cancelled'],
        ...Object.fromEntries(Object.entries(BUYER).map(([key, value]) => [key, [value]])),
      },
    },
  ];
  const git = (name: RawRouteName, input: Omit<RawInput, 'host' | 'path'> = {}): RawInput[] =>
    app(name, {
      params: { slug: raw.owner.workspace.slug, repo: `${raw.repository.name}.git` },
      headers: {
        authorization: `Basic ${Buffer.from(`${raw.owner.email}:${raw.accessToken.token}`).toString('base64')}`,
        'user-agent': 'git/2.43.0',
      },
      ...input,
    });
  const preflight = (name: RawRouteName) =>
    app(name, {
      params: { '*': 'anything' },
      headers: {
        origin: t.runtime.ctx.config.appUrl,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });

  return {
    healthz: app('healthz'),
    'tls-ask': app('tls-ask', {
      params: { token: TLS_ASK_TOKEN },
      query: ['domain'],
      fields: { domain: [form.customDomain, `${form.website.subdomain}.${sites}`, '127.0.0.1'] },
    }),
    'web-app': app('web-app', { params: { '*': 'assets/index-abc123.js' } }),
    'get-file': app('get-file', { params: { '*': raw.fileKey } }),
    'dev-mail-page': app('dev-mail-page', { remoteAddress: loopback }),
    'dev-mail-json': app('dev-mail-json', { remoteAddress: loopback }),
    'dev-test-clock': app('dev-test-clock', {
      remoteAddress: loopback,
      json: { workspace: raw.owner.workspace.slug, days: 0 },
    }),
    'dev-store-test-clock': app('dev-store-test-clock', {
      remoteAddress: loopback,
      json: { store: shop.store.domain, hours: 0 },
    }),
    'sandbox-checkout-page': app('sandbox-checkout-page', { params: { reference: raw.sandboxReference } }),
    // Declining cards and Cancel only: a paid checkout would answer every later call 409.
    'sandbox-checkout-pay': app('sandbox-checkout-pay', {
      params: { reference: raw.sandboxReference },
      form: ['card_number', 'action'],
      fields: { card_number: ['4000 0000 0000 0002', '4000-0000-0000-9995'], action: ['pay', 'cancel'] },
      bodyLimit: 4 * 1024,
    }),
    'payment-webhook': app('payment-webhook', {
      json: { event: 'charge.completed', data: { id: 'sbx_raw', tx_ref: raw.sandboxReference, status: 'successful' } },
      sign: () => ({ 'verif-hash': WEBHOOK_HASH }),
      bodyLimit: 64 * 1024,
    }),
    'provider-push-hook': app('provider-push-hook', {
      params: { hookSlug: raw.pushHook.slug },
      json: githubPush,
      // Dates past PostgreSQL's range, and text JSON can escape but jsonb refuses (a lone surrogate, or one
      // left by cutting a branch name to its column).
      jsonValues: fc.constantFrom(
        '-010000-01-01T00:00:00Z',
        '+275760-09-13T00:00:00Z',
        '0000-01-01T00:00:00Z',
        'refs/heads/\uD800',
        `refs/heads/${'a'.repeat(254)}\u{1F600}`,
      ),
      headers: { 'x-github-event': 'push', 'user-agent': 'GitHub-Hookshot/1' },
      // A fresh delivery id each time, so the delivery is read and recorded rather than seen as a replay.
      sign: (body) => ({
        'x-hub-signature-256': `sha256=${createHmac('sha256', raw.pushHook.secret).update(body).digest('hex')}`,
        'x-github-delivery': randomUUID(),
      }),
      bodyLimit: 5 * 1024 * 1024,
    }),
    'api-docs': app('api-docs', { params: { '*': '/json' } }),
    'published-site': [
      ...site('published-site', [form.host, form.customDomain], { params: { '*': '' } }),
      ...site('published-site', [`preview.${sites}`], { params: { '*': `share/${form.shareToken}/` } }),
      ...site('published-site', [`preview.${sites}`], { params: { '*': `revision/${form.revisionToken}/` } }),
      ...site('published-site', [`preview.${sites}`], { params: { '*': 'agency/' } }),
      ...site('published-site', [`assets.${sites}`], { params: { '*': 'fonts/inter/inter-latin-wght-normal.woff2' } }),
    ],
    'submit-site-form': site('submit-site-form', [form.host, form.customDomain], {
      params: { key: 'contact' },
      form: [...Object.keys(VALID_SUBMISSION), HONEYPOT_FIELD],
      fields: { ...Object.fromEntries(Object.entries(VALID_SUBMISSION).map(([key, value]) => [key, [value]])) },
      headers: { origin: `http://${form.host}`, referer: `http://${form.host}/` },
      bodyLimit: 64 * 1024,
    }),
    'site-form-thanks': site('site-form-thanks', [form.host, form.customDomain], { params: { key: 'contact' } }),
    'template-preview': app('template-preview', { params: { id: 'agency' } }),
    'export-website': app('export-website', { params: { uuid: form.website.uuid }, headers: signedIn }),
    'export-form-submissions': app('export-form-submissions', {
      params: { uuid: form.website.uuid },
      query: ['q', 'form', 'unread'],
      fields: { q: ['ada'], form: ['contact'], unread: ['true', 'false'] },
      headers: signedIn,
    }),
    'storefront-home': store('storefront-home'),
    'storefront-products': store('storefront-products', { query: ['q', 'page'] }),
    'storefront-product': store('storefront-product'),
    'storefront-cart': store('storefront-cart'),
    'storefront-cart-add': store('storefront-cart-add', { form: ['variant', 'quantity'] }),
    'storefront-cart-update': store('storefront-cart-update', { form: ['variant', 'quantity'] }),
    'storefront-cart-discount': store('storefront-cart-discount', { form: ['code'] }),
    'storefront-cart-discount-remove': store('storefront-cart-discount-remove', { form: [] }),
    'storefront-checkout-page': store('storefront-checkout-page'),
    'storefront-checkout': store('storefront-checkout', { form: Object.keys(BUYER) }),
    'storefront-checkout-return': store('storefront-checkout-return', {
      query: ['status', 'tx_ref', 'transaction_id'],
    }),
    'storefront-cart-recover': store('storefront-cart-recover'),
    'storefront-reminder-unsubscribe-page': store('storefront-reminder-unsubscribe-page'),
    'storefront-reminder-unsubscribe': store('storefront-reminder-unsubscribe', { form: ['List-Unsubscribe'] }),
    'storefront-order': store('storefront-order'),
    'storefront-favicon': store('storefront-favicon'),
    'storefront-robots': store('storefront-robots'),
    'storefront-stylesheet': store('storefront-stylesheet', { params: { file: shop.stylesheet } }),
    'storefront-font': store('storefront-font', { params: { font: 'inter', file: 'inter-latin-wght-normal.woff2' } }),
    'seller-admin-page': store('seller-admin-page'),
    'seller-admin-reset-page': store('seller-admin-reset-page'),
    'seller-admin-pages': store('seller-admin-pages', { params: { '*': '/products/new' } }),
    'seller-admin-assets': store('seller-admin-assets', { params: { '*': 'index-abc123.js' } }),
    'store-media': store('store-media', { params: { '*': shop.imageKey } }),
    'git-info-refs': git('git-info-refs', {
      query: ['service'],
      fields: { service: ['git-upload-pack', 'git-receive-pack'] },
    }),
    'git-upload-pack': git('git-upload-pack', {
      protocol: { contentType: 'application/x-git-upload-pack-request', bodies: gitBodies('upload') },
    }),
    'git-receive-pack': git('git-receive-pack', {
      protocol: { contentType: 'application/x-git-receive-pack-request', bodies: gitBodies('receive') },
    }),
    'deployment-run-stream': app('deployment-run-stream', {
      params: { id: String(raw.runId) },
      query: ['after'],
      fields: { after: ['0', '1'] },
      headers: { ...signedIn, 'last-event-id': '0' },
    }),
    'notification-stream': app('notification-stream', { headers: signedIn }),
    'unsubscribe-page': app('unsubscribe-page', { params: { token: raw.unsubscribeToken } }),
    unsubscribe: app('unsubscribe', {
      params: { token: raw.unsubscribeToken },
      form: ['List-Unsubscribe'],
      fields: { 'List-Unsubscribe': ['One-Click'] },
      bodyLimit: 1024,
    }),
    'cors-preflight-api': preflight('cors-preflight-api'),
    'cors-preflight-builder': preflight('cors-preflight-builder'),
    'cors-preflight-store': preflight('cors-preflight-store'),
  } satisfies Record<RawRouteName, RawInput[]>;
}

import { EXPORT_WEBSITE_PATH, type Principal } from '@aerie/contract';

import type { HostName } from '../hosts/host-names.js';

/**
 * The routes that are not JSON calls of the contract: pages, files, the providers' webhooks, health and
 * docs. Declared here like the contract's routes, so the authorization table covers them and a route
 * in neither registry stops the server from starting (plugins/route-registry.ts).
 */
export interface RawRouteDefinition {
  /** kebab-case, unique; the authorization test table is keyed by it. */
  name: string;
  method: 'GET' | 'POST' | 'OPTIONS';
  host: HostName;
  /** The path under the host's prefix; `*` at the end covers everything below (files, docs assets). */
  path: string;
  principal: Principal;
  /** `loopback`: answered only to a client on this machine (by socket address), 404 to everyone else. */
  reach?: 'loopback';
  summary: string;
}

export const RAW_ROUTES = [
  { name: 'healthz', method: 'GET', host: 'app', path: '/healthz', principal: 'public', summary: 'Health check' },
  {
    name: 'web-app',
    method: 'GET',
    host: 'app',
    path: '/*',
    principal: 'public',
    summary: 'The built SPA: its hashed assets and root files (index.html answers the not-found path)',
  },
  {
    name: 'get-file',
    method: 'GET',
    host: 'app',
    path: '/files/*',
    principal: 'public',
    summary: 'An uploaded file (avatars); keys are unguessable and public by design',
  },
  {
    name: 'dev-mail-page',
    method: 'GET',
    host: 'app',
    path: '/dev/mail',
    principal: 'public',
    reach: 'loopback',
    summary: 'Development inbox page (no SMTP, not production)',
  },
  {
    name: 'dev-mail-json',
    method: 'GET',
    host: 'app',
    path: '/dev/mail.json',
    principal: 'public',
    reach: 'loopback',
    summary: 'Development inbox as JSON (no SMTP, not production)',
  },
  {
    name: 'dev-test-clock',
    method: 'POST',
    host: 'app',
    path: '/dev/billing/advance-clock',
    principal: 'public',
    reach: 'loopback',
    summary: "Runs one workspace's billing cycle days ahead (test clock; no SMTP, not production)",
  },
  {
    name: 'sandbox-checkout-page',
    method: 'GET',
    host: 'app',
    path: '/sandbox/checkout/:reference',
    principal: 'public',
    summary: "The sandbox provider's hosted checkout; the unguessable reference is the credential",
  },
  {
    name: 'sandbox-checkout-pay',
    method: 'POST',
    host: 'app',
    path: '/sandbox/checkout/:reference',
    principal: 'public',
    summary: 'Pays or cancels a sandbox checkout with a test card',
  },
  {
    name: 'payment-webhook',
    method: 'POST',
    host: 'api',
    path: '/payments/webhook',
    principal: 'signedWebhook',
    summary: "The payment provider's webhook (Flutterwave `verif-hash`)",
  },
  {
    name: 'provider-push-hook',
    method: 'POST',
    host: 'api',
    path: '/hooks/git/:hookSlug',
    principal: 'providerWebhook',
    summary:
      "A git provider's push to a repository's push webhook (GitHub `X-Hub-Signature-256`, GitLab `X-Gitlab-Token`, Bitbucket `X-Hub-Signature`): queues the push runs",
  },
  {
    name: 'api-docs',
    method: 'GET',
    host: 'api',
    path: '/docs*',
    principal: 'public',
    summary: 'OpenAPI document and its browsable page',
  },
  {
    name: 'published-site',
    method: 'GET',
    host: 'sites',
    path: '/*',
    principal: 'public',
    summary:
      'Published sites by Host header ({subdomain}.{sites host}, verified custom domains), builder images (assets.) and template previews (preview.)',
  },
  {
    name: 'template-preview',
    method: 'GET',
    host: 'builder',
    path: '/templates/:id/preview',
    principal: 'public',
    summary: "A starter template's Preview button: redirects to the rendered template on the preview host",
  },
  {
    name: 'export-website',
    method: 'GET',
    host: 'builder',
    path: EXPORT_WEBSITE_PATH,
    principal: 'user',
    summary: 'The saved draft of a website as a zip of static files (pages, CSS, images)',
  },
  {
    name: 'storefront-home',
    method: 'GET',
    host: 'storefronts',
    path: '/',
    principal: 'public',
    summary: "A storefront's home in its theme, with featured products",
  },
  {
    name: 'storefront-products',
    method: 'GET',
    host: 'storefronts',
    path: '/products',
    principal: 'public',
    summary: 'Active products of a store: search by name and pagination',
  },
  {
    name: 'storefront-product',
    method: 'GET',
    host: 'storefronts',
    path: '/products/:slug',
    principal: 'public',
    summary: 'An active product: images, variants, price and availability',
  },
  {
    name: 'storefront-cart',
    method: 'GET',
    host: 'storefronts',
    path: '/cart',
    principal: 'public',
    summary: "The shopper's cart, found by its HttpOnly cookie",
  },
  {
    name: 'storefront-cart-add',
    method: 'POST',
    host: 'storefronts',
    path: '/cart/add',
    principal: 'public',
    summary: 'Adds a variant to the cart (same-origin form post)',
  },
  {
    name: 'storefront-cart-update',
    method: 'POST',
    host: 'storefronts',
    path: '/cart/update',
    principal: 'public',
    summary: "Sets a cart line's quantity; 0 removes it (same-origin form post)",
  },
  {
    name: 'storefront-cart-discount',
    method: 'POST',
    host: 'storefronts',
    path: '/cart/discount',
    principal: 'public',
    summary: 'Applies a discount code to the cart, or says why it does not apply (same-origin form post)',
  },
  {
    name: 'storefront-cart-discount-remove',
    method: 'POST',
    host: 'storefronts',
    path: '/cart/discount/remove',
    principal: 'public',
    summary: 'Takes the discount code off the cart (same-origin form post)',
  },
  {
    name: 'storefront-checkout-page',
    method: 'GET',
    host: 'storefronts',
    path: '/checkout',
    principal: 'public',
    summary: 'The checkout form with the server-computed totals',
  },
  {
    name: 'storefront-checkout',
    method: 'POST',
    host: 'storefronts',
    path: '/checkout',
    principal: 'public',
    summary: 'Holds stock, makes the pending order and redirects to the payment provider',
  },
  {
    name: 'storefront-checkout-return',
    method: 'GET',
    host: 'storefronts',
    path: '/checkout/return',
    principal: 'public',
    summary: "The provider's return: the charge is verified with the provider, never taken from the query",
  },
  {
    name: 'storefront-order',
    method: 'GET',
    host: 'storefronts',
    path: '/orders/:uuid',
    principal: 'public',
    summary: 'The thank-you page with the order number; the random uuid is the link',
  },
  {
    name: 'storefront-favicon',
    method: 'GET',
    host: 'storefronts',
    path: '/favicon.ico',
    principal: 'public',
    summary: "The store's icon: its logo, or an empty answer (browsers ask for it on every page)",
  },
  {
    name: 'storefront-robots',
    method: 'GET',
    host: 'storefronts',
    path: '/robots.txt',
    principal: 'public',
    summary: "A live store's robots.txt: crawl the catalogue, not the cart or checkout",
  },
  {
    name: 'storefront-stylesheet',
    method: 'GET',
    host: 'storefronts',
    path: '/_assets/:file',
    principal: 'public',
    summary: "The storefronts' hashed, precompressed stylesheet",
  },
  {
    name: 'seller-admin-page',
    method: 'GET',
    host: 'storefronts',
    path: '/login',
    principal: 'public',
    summary: "The seller admin's sign-in page on the store's origin (its calls need a seller session)",
  },
  {
    name: 'seller-admin-reset-page',
    method: 'GET',
    host: 'storefronts',
    path: '/reset-password/:token',
    principal: 'public',
    summary: "The seller admin's password-reset page (the e-mailed token is spent by its call)",
  },
  {
    name: 'seller-admin-pages',
    method: 'GET',
    host: 'storefronts',
    path: '/admin*',
    principal: 'public',
    summary: "The seller admin's pages (/admin and below); the shell is public, its calls need a seller session",
  },
  {
    name: 'seller-admin-assets',
    method: 'GET',
    host: 'storefronts',
    path: '/assets/*',
    principal: 'public',
    summary: "The seller admin's built scripts and styles (hashed, immutable)",
  },
  {
    name: 'store-media',
    method: 'GET',
    host: 'storefronts',
    path: '/media/*',
    principal: 'public',
    summary: "A store's images (products, logo) on its own origin, for its storefront and its admin; keys are random",
  },
  {
    name: 'git-info-refs',
    method: 'GET',
    host: 'git',
    path: '/:slug/:repo/info/refs',
    principal: 'gitToken',
    summary: "Aerie Git smart HTTP: a repository's refs (?service=git-upload-pack or git-receive-pack)",
  },
  {
    name: 'git-upload-pack',
    method: 'POST',
    host: 'git',
    path: '/:slug/:repo/git-upload-pack',
    principal: 'gitToken',
    summary: 'Aerie Git smart HTTP: clone and fetch',
  },
  {
    name: 'git-receive-pack',
    method: 'POST',
    host: 'git',
    path: '/:slug/:repo/git-receive-pack',
    principal: 'gitToken',
    summary:
      'Aerie Git smart HTTP: push (developers and above; at most GIT_MAX_PUSH_MB decoded, within the storage quota; the new commits go to the Commits tab)',
  },
  {
    name: 'deployment-run-stream',
    method: 'GET',
    host: 'api',
    path: '/deployment-runs/:id/stream',
    principal: 'user',
    summary:
      "A run's log as server-sent events, from the line after `Last-Event-ID` (or `?after=`); the bearer token in the header, never in the URL",
  },
  {
    name: 'notification-stream',
    method: 'GET',
    host: 'api',
    path: '/notifications/stream',
    principal: 'user',
    summary:
      "The caller's unread notification count as server-sent events, pushed when it changes; the bearer token in the header, never in the URL",
  },
  {
    name: 'unsubscribe-page',
    method: 'GET',
    host: 'app',
    path: '/unsubscribe/:token',
    principal: 'public',
    summary: "A notification e-mail's unsubscribe link: a page that asks first (the signed token is the credential)",
  },
  {
    name: 'unsubscribe',
    method: 'POST',
    host: 'app',
    path: '/unsubscribe/:token',
    principal: 'public',
    summary: "Turns off the e-mails the signed token names (the page's button, and RFC 8058 one-click POST)",
  },
  ...(['api', 'builder', 'store'] as const).map((host) => ({
    name: `cors-preflight-${host}` as const,
    method: 'OPTIONS' as const,
    host,
    path: '/*',
    principal: 'public' as const,
    summary: "CORS preflight, answered for APP_URL's origin only (used when the host has its own name)",
  })),
] as const satisfies readonly RawRouteDefinition[];

export type RawRouteName = (typeof RAW_ROUTES)[number]['name'];

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../context.js';
import { cspHeader } from '../../plugins/host-headers.js';
import { cartCount, cartLines, cartTokenOf, findCart } from '../../modules/stores/cart.js';
import { storeDomainOf, storeOrigin } from '../../modules/stores/store-hosts.js';
import { storefrontStylesheet } from '../../modules/stores/storefront-css.js';
import { renderPage, themeStyle } from '../../modules/stores/storefront-html.js';
import { storeMediaPath } from '../../modules/stores/store-media.js';
import { emptyCatalogueHint, isOwnSeller } from '../../modules/stores/seller-storefront-view.js';
import { findActiveStore, type StoreRow } from '../../modules/stores/storefront-store.js';
import { escapeHtml } from '../../lib/escape-html.js';

/** The hosted checkout's origin a checkout form is redirected to (CSP form-action follows redirects). */
export function paymentCheckoutOrigin(ctx: AppContext): string {
  return ctx.payments.name === 'sandbox' ? new URL(ctx.config.appUrl).origin : 'https://checkout.flutterwave.com';
}

/**
 * Storefront pages run no script and load only their own stylesheet, fonts and images; forms post only to the
 * store itself, whose checkout redirects to the payment provider. `themeHash` allows the one inline
 * colour rule of the page.
 */
export function storefrontCsp(ctx: AppContext, themeHash?: string): string {
  return cspHeader({
    'default-src': ["'none'"],
    'style-src': ["'self'", ...(themeHash ? [themeHash] : [])],
    'img-src': ["'self'"],
    // The library fonts of the store's theme, served on its own origin (files.ts).
    'font-src': ["'self'"],
    // No script runs here; this is for tools that fetch on the page's behalf under its CSP (Lighthouse reads
    // /robots.txt so, and reported it as missing while everything was 'none').
    'connect-src': ["'self'"],
    'form-action': ["'self'", paymentCheckoutOrigin(ctx)],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

export function storefrontHeaders(ctx: AppContext): Record<string, string> {
  return {
    'content-security-policy': storefrontCsp(ctx),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(ctx.config.stores.scheme === 'https:' ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

export function notFoundPage(reply: FastifyReply, heading = 'Page not found'): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head><body><h1>${escapeHtml(heading)}</h1><p>There is nothing at this address.</p></body></html>`,
    );
}

/** Input no page can take (see storable-input.ts): a plain page, as for an unknown address. */
export function badRequestPage(reply: FastifyReply, message: string): FastifyReply {
  return reply
    .code(400)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bad request</title></head><body><h1>Bad request</h1><p>${escapeHtml(message)}</p></body></html>`,
    );
}

/** The store a request is for (by Host header), freshly read: a deleted store is offline at once. */
export async function storeOfRequest(request: FastifyRequest, ctx: AppContext): Promise<StoreRow | null> {
  const domain = storeDomainOf(request.headers.host, ctx.config.stores);
  return domain ? findActiveStore(ctx.db, domain) : null;
}

export const originOf = (ctx: AppContext, store: StoreRow) => storeOrigin(ctx.config.stores, store.domain);

export const cartTokenOfRequest = (request: FastifyRequest) => cartTokenOf(request.headers.cookie);

export async function currentCartId(request: FastifyRequest, ctx: AppContext, store: StoreRow) {
  return findCart(ctx.db, store.id, cartTokenOfRequest(request));
}

/**
 * What an empty catalogue says under "No products found": why it is empty, to the store's own seller only
 * (their session cookie on this origin; seller-storefront-view.ts); nothing to anyone else.
 */
export async function emptyHintFor(request: FastifyRequest, ctx: AppContext, store: StoreRow): Promise<string> {
  const isSeller = await isOwnSeller(ctx.db, request.headers.cookie, store.id, ctx.clock.now());
  return isSeller ? emptyCatalogueHint(ctx.db, store.id) : '';
}

/** Renders a page in the store's layout with its own CSP (the theme rule's hash). Never cached. */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  store: StoreRow,
  page: { title: string; body: string; status?: number },
): Promise<FastifyReply> {
  const cartId = await currentCartId(request, ctx, store);
  const count = cartId ? cartCount(await cartLines(ctx.db, store.id, cartId)) : 0;
  const theme = themeStyle(store);
  const html = renderPage(
    {
      store,
      title: page.title === store.name ? store.name : `${page.title} · ${store.name}`,
      body: page.body,
      stylesheetPath: (await storefrontStylesheet()).path,
      cartCount: count,
      logoPath: store.logoFileKey ? storeMediaPath(store.logoFileKey) : null,
    },
    theme,
  );
  return reply
    .code(page.status ?? 200)
    .header('content-security-policy', storefrontCsp(ctx, theme.hash))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A storefront form field: a string, trimmed, at most `max` characters (longer is cut, not trusted). */
export function field(body: unknown, name: string, max = 200): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A positive integer query or form value, or the fallback. */
export function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

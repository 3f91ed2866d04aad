import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../context.js';
import { storeDomainOf, storeOrigin } from '../../modules/stores/store-hosts.js';
import { registerCartRoutes } from './cart.js';
import { registerCartDiscountRoutes } from './cart-discount.js';
import { registerCheckoutRoutes } from './checkout.js';
import { registerCheckoutReturn } from './checkout-return.js';
import { registerStorefrontFiles } from './files.js';
import { registerHomePage } from './home.js';
import { registerOrderPage } from './order.js';
import { registerProductPage } from './product.js';
import { registerProductsPage } from './products.js';
import { registerRecoverCart } from './recover-cart.js';
import { registerReminderUnsubscribe } from './reminder-unsubscribe.js';
import { registerRobots } from './robots.js';
import { refuseUnstorableInput } from './storable-input.js';
import { notFoundPage, storefrontHeaders } from './storefront-context.js';

/** Storefront forms are a few short fields; anything bigger is not one of ours. */
const FORM_BODY_LIMIT = 8 * 1024;

/**
 * Cross-site request forgery: the cart cookie is SameSite=Lax, and on top of that every POST must come
 * from a page of this very store — its Origin (or, for browsers that send none, its Referer) must be the
 * store's origin. Anything else is refused before the body is read.
 */
function requireSameOrigin(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const domain = storeDomainOf(request.headers.host, ctx.config.stores);
    const expected = domain ? storeOrigin(ctx.config.stores, domain) : null;
    let origin = request.headers.origin ?? null;
    if (!origin && typeof request.headers.referer === 'string') {
      try {
        origin = new URL(request.headers.referer).origin;
      } catch {
        origin = null;
      }
    }
    if (!expected || origin !== expected) {
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Refused</title></head><body><h1>Refused</h1><p>This form must be sent from the store’s own pages.</p></body></html>',
        );
    }
  };
}

/**
 * The storefront's pages (home, products, cart, checkout, thank-you), server-rendered: no script, one
 * hashed stylesheet, images from the store's own origin. Registered in a scope of their own, so the form
 * parser, the CSRF check, the input check and the headers apply to these routes only (the seller admin has
 * its own).
 */
export async function registerStorefrontPages(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const headers = storefrontHeaders(ctx);
  // Unknown paths of a storefront host: a plain page, not the API's JSON.
  scope.setNotFoundHandler(async (_request, reply) => notFoundPage(reply.headers(headers)));
  await scope.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    pages.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
    pages.addHook('onRequest', requireSameOrigin(ctx));
    pages.addHook('preValidation', refuseUnstorableInput);
    registerHomePage(pages, ctx);
    registerProductsPage(pages, ctx);
    registerProductPage(pages, ctx);
    registerCartRoutes(pages, ctx);
    registerCartDiscountRoutes(pages, ctx);
    registerRecoverCart(pages, ctx);
    registerCheckoutRoutes(pages, ctx);
    registerCheckoutReturn(pages, ctx);
    registerOrderPage(pages, ctx);
    registerRobots(pages, ctx);
    await registerStorefrontFiles(pages, ctx);
  });
  await registerReminderUnsubscribe(scope, ctx);
}

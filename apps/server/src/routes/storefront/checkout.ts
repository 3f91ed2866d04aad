import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../context.js';
import { cartLines } from '../../modules/stores/cart.js';
import { startCheckout } from '../../modules/stores/checkout.js';
import { clientNetworkOf } from '../../modules/stores/client-network.js';
import { cartDiscountCode } from '../../modules/stores/discounts/cart-discount.js';
import type { StoreRow } from '../../modules/stores/storefront-store.js';
import {
  checkoutBody,
  EMPTY_CHECKOUT_FORM,
  noticeHtml,
  type CheckoutForm,
} from '../../modules/stores/storefront-views.js';
import { checkoutQuote } from '../../modules/stores/tax-shipping/checkout-quote.js';
import { formatMoney } from '../../lib/format-money.js';
import { currentCartId, field, notFoundPage, sendPage, storeOfRequest } from './storefront-context.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form, or a query's country/region/shipping (a GET re-priced for another place): the same fields. */
function readForm(body: unknown): CheckoutForm {
  return {
    email: field(body, 'email', 254).toLowerCase(),
    name: field(body, 'name', 120),
    line1: field(body, 'line1', 200),
    line2: field(body, 'line2', 200),
    city: field(body, 'city', 100),
    postalCode: field(body, 'postalCode', 20),
    // Read whole, then checked against the list: "AUT" cut to "AU" would ship to Australia.
    country: field(body, 'country', 60).toUpperCase(),
    region: field(body, 'region', 10).toUpperCase(),
    shipping: field(body, 'shipping', 60),
  };
}

const discountRefusedMessage = (reason: string) =>
  `${reason} You were not charged; remove the code on your cart to pay without it.`;

function problemOf(form: CheckoutForm): string | null {
  if (!EMAIL.test(form.email)) return 'Enter a valid e-mail address.';
  if (!form.name) return 'Enter your name.';
  if (!form.line1 || !form.city || !form.postalCode) return 'Enter your full shipping address.';
  return null;
}

/** The page for this cart and form, priced for the form's place; `message` a notice above it. */
async function checkoutPage(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  store: StoreRow,
  page: { cartId: number; form: CheckoutForm; status: number; message?: string | null },
) {
  const lines = await cartLines(ctx.db, store.id, page.cartId);
  if (lines.length === 0) return reply.code(303).header('location', '/cart').send();
  const quote = await checkoutQuote(ctx.db, store, lines, page.form, await discountChoice(ctx, page.cartId, page.form));
  // A code kept on the cart that no longer applies (used up, ended) is said before the buyer pays.
  const message = page.message ?? quote.pricing?.discountRefusal ?? null;
  return sendPage(request, reply, ctx, store, {
    status: page.status,
    title: 'Checkout',
    body: checkoutBody(store, quote, lines, page.form, message ? noticeHtml(message) : ''),
  });
}

/** The cart's discount code, for the buyer's e-mail (its per-customer limit) and today (its dates). */
async function discountChoice(ctx: AppContext, cartId: number, form: CheckoutForm) {
  return { code: await cartDiscountCode(ctx.db, cartId), email: form.email || null, now: ctx.clock.now() };
}

/**
 * `GET /checkout` (the form, with the server's totals for `?country=…&region=…&shipping=…`) and
 * `POST /checkout` (holds stock, makes the pending order and sends the browser to the payment provider
 * with a 303; `intent=update` only prices the form again). Only the buyer's details are read from the
 * form: what is bought and its price come from the cart, the variants, the zones and the tax rates. A
 * country outside the store's list, a region or rate not offered, or a total other than the one the page
 * showed is refused with the form kept, before anything is held. The client's address (as TRUST_PROXY
 * lets Fastify read it) bounds how many unpaid checkouts it holds.
 */
export function registerCheckoutRoutes(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const cartId = await currentCartId(request, ctx, store);
    if (!cartId) return reply.code(303).header('location', '/cart').send();
    const form = { ...EMPTY_CHECKOUT_FORM, ...readForm(request.query) };
    return checkoutPage(request, reply, ctx, store, { cartId, form, status: 200 });
  });

  scope.post('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const cartId = await currentCartId(request, ctx, store);
    if (!cartId) return reply.code(303).header('location', '/cart').send();
    const form = readForm(request.body);
    const again = (status: number, message: string | null) =>
      checkoutPage(request, reply, ctx, store, { cartId, form, status, message });
    if (field(request.body, 'intent', 10) === 'update') return again(200, null);
    const problem = problemOf(form);
    if (problem) return again(400, problem);
    const lines = await cartLines(ctx.db, store.id, cartId);
    const quote = await checkoutQuote(ctx.db, store, lines, form, await discountChoice(ctx, cartId, form));
    if (quote.problem) return again(400, quote.problem);
    // The code kept on the cart stopped applying (used up by another buyer, ended): said as such, not as
    // a changed total.
    const refusal = quote.pricing?.discountRefusal;
    if (refusal) return again(409, discountRefusedMessage(refusal));
    const quoted = field(request.body, 'quote', 12);
    if (quote.pricing && quoted && quoted !== String(quote.pricing.total)) {
      const total = formatMoney(quote.pricing.total, store.currency);
      return again(409, `The total for your choices is now ${total}. Check it, then pay again.`);
    }
    const { email, name, region: _region, shipping: _shipping, ...address } = form;
    const { region, shippingMethod } = quote;
    const buyer = { email, name, address: { ...address, ...(region ? { region } : {}) }, shippingMethod };
    const outcome = await startCheckout(ctx, store, cartId, buyer, clientNetworkOf(request.ip));
    switch (outcome.kind) {
      case 'payment':
        return reply.code(303).header('location', outcome.link).send();
      case 'empty':
        return reply.code(303).header('location', '/cart').send();
      case 'not-shippable':
        return again(400, 'Shipping to this address changed a moment ago. Check the total, then pay again.');
      case 'discount-refused':
        return again(409, discountRefusedMessage(outcome.reason));
      case 'sold-out':
        return again(409, `Sorry, sold out: ${outcome.items.join(', ')}. You were not charged; update your cart.`);
      case 'payment-unavailable':
        return again(503, 'Sorry, an error occured. Try again');
    }
  });
}

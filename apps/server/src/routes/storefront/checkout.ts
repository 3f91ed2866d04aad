import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { cartLines } from '../../modules/stores/cart.js';
import { startCheckout } from '../../modules/stores/checkout.js';
import { clientNetworkOf } from '../../modules/stores/client-network.js';
import { cartDiscountCode } from '../../modules/stores/discounts/cart-discount.js';
import { priceCheckout } from '../../modules/stores/pricing/checkout-pricing.js';
import {
  checkoutBody,
  EMPTY_CHECKOUT_FORM,
  noticeHtml,
  type CheckoutForm,
} from '../../modules/stores/storefront-views.js';
import { currentCartId, field, notFoundPage, sendPage, storeOfRequest } from './storefront-context.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readForm(body: unknown): CheckoutForm {
  return {
    email: field(body, 'email', 254).toLowerCase(),
    name: field(body, 'name', 120),
    line1: field(body, 'line1', 200),
    line2: field(body, 'line2', 200),
    city: field(body, 'city', 100),
    postalCode: field(body, 'postalCode', 20),
    country: field(body, 'country', 60),
  };
}

function problemOf(form: CheckoutForm): string | null {
  if (!EMAIL.test(form.email)) return 'Enter a valid e-mail address.';
  if (!form.name) return 'Enter your name.';
  if (!form.line1 || !form.city || !form.postalCode || !form.country) return 'Enter your full shipping address.';
  return null;
}

/**
 * `GET /checkout` (the form, with the server's totals) and `POST /checkout` (holds stock, makes the
 * pending order and sends the browser to the payment provider with a 303). Only the buyer's details are
 * read from the form: what is bought and its price come from the cart and the variants. The client's
 * address (as TRUST_PROXY lets Fastify read it) bounds how many unpaid checkouts it holds.
 */
export function registerCheckoutRoutes(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const cartId = await currentCartId(request, ctx, store);
    const lines = cartId ? await cartLines(ctx.db, store.id, cartId) : [];
    if (lines.length === 0) return reply.code(303).header('location', '/cart').send();
    const code = await cartDiscountCode(ctx.db, cartId!);
    const pricing = await priceCheckout(ctx.db, store, lines, { code, now: ctx.clock.now() });
    const notice = pricing.discountRefusal ? noticeHtml(pricing.discountRefusal) : '';
    return sendPage(request, reply, ctx, store, {
      title: 'Checkout',
      body: checkoutBody(store, pricing, EMPTY_CHECKOUT_FORM, notice),
    });
  });

  scope.post('/checkout', { schema: { hide: true } }, async (request, reply) => {
    const store = await storeOfRequest(request, ctx);
    if (!store) return notFoundPage(reply, 'Store not found');
    const cartId = await currentCartId(request, ctx, store);
    if (!cartId) return reply.code(303).header('location', '/cart').send();
    const form = readForm(request.body);
    const again = async (status: number, message: string) => {
      const lines = await cartLines(ctx.db, store.id, cartId);
      const code = await cartDiscountCode(ctx.db, cartId);
      const totals = await priceCheckout(ctx.db, store, lines, { ...form, code, now: ctx.clock.now() });
      return sendPage(request, reply, ctx, store, {
        status,
        title: 'Checkout',
        body: checkoutBody(store, totals, form, noticeHtml(message)),
      });
    };
    const problem = problemOf(form);
    if (problem) return again(400, problem);
    const { email, name, ...address } = form;
    const outcome = await startCheckout(ctx, store, cartId, { email, name, address }, clientNetworkOf(request.ip));
    switch (outcome.kind) {
      case 'payment':
        return reply.code(303).header('location', outcome.link).send();
      case 'empty':
        return reply.code(303).header('location', '/cart').send();
      case 'discount-refused':
        return again(409, `${outcome.reason} You were not charged; remove the code on your cart to pay without it.`);
      case 'sold-out':
        return again(409, `Sorry, sold out: ${outcome.items.join(', ')}. You were not charged; update your cart.`);
      case 'payment-unavailable':
        return again(503, 'Sorry, an error occured. Try again');
    }
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../context.js';
import { cartLines } from '../../modules/stores/cart.js';
import { cartDiscountCode } from '../../modules/stores/discounts/cart-discount.js';
import { priceCheckout } from '../../modules/stores/pricing/checkout-pricing.js';
import { cartBody } from '../../modules/stores/storefront-views.js';
import type { StoreRow } from '../../modules/stores/storefront-store.js';
import { checkoutPlaces } from '../../modules/stores/tax-shipping/checkout-places.js';
import { currentCartId, sendPage } from './storefront-context.js';

/**
 * The cart page: its lines priced by the checkout's own pricing with the cart's code (so the discount shown
 * is the one charged), and the code field. A kept code that stopped applying (the cart changed, the code
 * ended) is shown with why; a code just typed that does not apply comes back with why, as typed.
 */
export async function cartPage(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  store: StoreRow,
  attempt: { status?: number; codeProblem?: string; typedCode?: string } = {},
): Promise<FastifyReply> {
  const cartId = await currentCartId(request, ctx, store);
  const lines = cartId ? await cartLines(ctx.db, store.id, cartId) : [];
  const code = cartId ? await cartDiscountCode(ctx.db, cartId) : null;
  const pricing = await priceCheckout(ctx.db, store, lines, { code, now: ctx.clock.now(), itemsOnly: true });
  const { dependsOnCountry } = await checkoutPlaces(ctx.db, store.id);
  const discount = {
    applied: pricing.discountCode ?? null,
    problem: attempt.codeProblem ?? pricing.discountRefusal,
    typed: attempt.typedCode ?? (pricing.discountCode ? '' : (code ?? '')),
  };
  return sendPage(request, reply, ctx, store, {
    title: 'Cart',
    status: attempt.status,
    body: cartBody(store, lines, pricing, discount, dependsOnCountry),
  });
}

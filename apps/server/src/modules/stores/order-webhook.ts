import type { AppContext } from '../../context.js';
import { awaitsSettlement, findOrderByReference, settleOrderCharge } from './orders.js';

/**
 * A payment webhook whose reference is a store order's (billing's handler asks here when no plan
 * purchase has it): the charge is re-verified with the provider and settled by the same idempotent code
 * as the storefront's return, so a replay creates nothing; a charge of an order released before it was paid
 * is refunded. Unknown references are acknowledged.
 */
export async function settleStoreOrderWebhook(
  ctx: AppContext,
  reference: string,
  chargeId: string,
): Promise<'settled' | 'ignored'> {
  const order = await findOrderByReference(ctx, reference);
  if (!order) return 'ignored';
  if (awaitsSettlement(order)) await settleOrderCharge(ctx, order, await ctx.payments.verify(chargeId));
  return 'settled';
}

import { lineRefundAmount } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Transaction } from '../../../db/client.js';
import { storeRefunds, type OrderStatus, type RefundedLine, type StoreRefundRow } from '../../../db/schema/index.js';
import { AppError, fieldError } from '../../../errors.js';
import { formatMoney } from '../../../lib/format-money.js';
import { refundFigures, type StoreOrderRow } from './refund-figures.js';

/** Who asks for a refund: a seller of the store, or the platform itself (a payment that came after expiry). */
export type RefundActor = { kind: 'seller'; sellerId: number } | { kind: 'system' };

export interface RefundAsk {
  lines: Array<{ line_id: number; quantity: number }>;
  shipping: boolean;
  amount: number;
  restock: boolean;
  reason?: string | undefined;
  idempotencyKey: string;
  actor: RefundActor;
}

/** Orders a seller may refund: paid ones, whatever happened to them since, until everything went back. */
const SELLER_REFUNDABLE: OrderStatus[] = ['paid', 'shipped', 'delivered', 'partially_refunded', 'cancelled'];

function refuseUnlessRefundable(order: StoreOrderRow, actor: RefundActor): void {
  // The platform refunds a charge that came after the order expired: it was never paid in our books.
  if (actor.kind === 'system') return;
  if (!order.paidAt || !SELLER_REFUNDABLE.includes(order.status)) {
    throw new AppError('conflict', `An order that is ${order.status.replace('_', ' ')} cannot be refunded.`);
  }
}

/**
 * Weighs a refund against the order and writes it `pending`. The caller holds the order's row lock
 * (FOR UPDATE), so of two refunds sent at once the second sees the first's row: the total never exceeds
 * what was paid and no line gives back more units than it had. A key already used on this order answers
 * its refund instead (`existing`), whatever the body says: a retry refunds once.
 */
export async function reserveRefund(
  tx: Transaction,
  order: StoreOrderRow,
  paid: number,
  ask: RefundAsk,
): Promise<{ refund: StoreRefundRow; existing: boolean }> {
  const [known] = await tx
    .select()
    .from(storeRefunds)
    .where(and(eq(storeRefunds.orderId, order.id), eq(storeRefunds.idempotencyKey, ask.idempotencyKey)));
  if (known) return { refund: known, existing: true };
  refuseUnlessRefundable(order, ask.actor);
  if (!order.providerTransactionId) throw new AppError('conflict', 'This order has no payment on record to refund.');
  if (ask.restock && order.status === 'cancelled') {
    throw fieldError('restock', "A cancelled order's units were already put back in stock.");
  }
  if (ask.restock && ask.lines.length === 0)
    throw fieldError('restock', 'Choose the lines whose units go back in stock.');

  const figures = await refundFigures(tx, order);
  const lines: RefundedLine[] = ask.lines.map((chosen, index) => {
    const line = figures.lines.find((candidate) => candidate.id === chosen.line_id);
    if (!line) throw fieldError(`lines.${index}.line_id`, 'This line is not part of the order.');
    const left = line.quantity - line.refundedQuantity;
    if (chosen.quantity > left) {
      throw fieldError(`lines.${index}.quantity`, `Only ${left} of this line can still be refunded.`, 'conflict');
    }
    const amount = lineRefundAmount(line, line.refundedQuantity, chosen.quantity);
    return { lineId: line.id, variantId: line.variantId, quantity: chosen.quantity, amount };
  });
  if (ask.shipping && figures.shippingRefunded) throw fieldError('shipping', 'Shipping was already refunded.');
  const shipping = ask.shipping ? figures.shippingPaid : 0;
  const total = lines.reduce((sum, line) => sum + line.amount, 0) + shipping + ask.amount;
  const left = paid - figures.taken;
  if (total > left) {
    const money = (minor: number) => formatMoney(minor, order.currency);
    throw fieldError(
      'amount',
      `The refund (${money(total)}) is more than what is left to refund (${money(left)}).`,
      'conflict',
    );
  }
  if (total <= 0) throw fieldError('amount', 'The refund must be more than zero.');

  const [refund] = await tx
    .insert(storeRefunds)
    .values({
      orderId: order.id,
      amount: total,
      shipping,
      lines,
      restock: ask.restock,
      reason: ask.reason || null,
      idempotencyKey: ask.idempotencyKey,
      createdBySellerId: ask.actor.kind === 'seller' ? ask.actor.sellerId : null,
      createdBySystem: ask.actor.kind === 'system',
    })
    .returning();
  return { refund: refund!, existing: false };
}

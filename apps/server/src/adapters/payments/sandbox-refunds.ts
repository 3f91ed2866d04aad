import { randomBytes } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { sandboxCharges, sandboxRefunds } from '../../db/schema/index.js';
import { PaymentProviderError, type ProviderRefund, type RefundRequest } from './payment-provider.js';

const toProviderRefund = (row: typeof sandboxRefunds.$inferSelect): ProviderRefund => ({
  id: row.id,
  status: 'completed',
  amount: row.amount,
});

/**
 * The sandbox's refund, with the rules a real provider keeps: only a successful charge of its own, in its
 * currency, never more than is left of it; the same idempotency key answers the refund already made. The
 * charge's row is locked first, so two refunds of one charge are weighed one after the other.
 */
export async function refundSandboxCharge(db: Queryable, request: RefundRequest): Promise<ProviderRefund> {
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, request.transactionId))
      .for('update');
    const [known] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
    if (known) {
      if (known.chargeId !== request.transactionId || known.amount !== request.amount) {
        throw new PaymentProviderError('This idempotency key was used for another refund');
      }
      return toProviderRefund(known);
    }
    if (!charge || charge.status !== 'successful') throw new PaymentProviderError('No successful charge has this id');
    if (charge.currency !== request.currency)
      throw new PaymentProviderError('The refund is not in the currency charged');
    if (!Number.isInteger(request.amount) || request.amount <= 0) {
      throw new PaymentProviderError('The refund amount must be more than zero');
    }
    const [{ refunded } = { refunded: 0 }] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::int` })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.chargeId, charge.id));
    if (refunded + request.amount > charge.amount) {
      throw new PaymentProviderError('The refund is more than what is left of the charge');
    }
    const [row] = await tx
      .insert(sandboxRefunds)
      .values({
        id: `sbx_rf_${randomBytes(12).toString('hex')}`,
        chargeId: charge.id,
        idempotencyKey: request.idempotencyKey,
        amount: request.amount,
        currency: charge.currency,
      })
      .returning();
    return toProviderRefund(row!);
  });
}

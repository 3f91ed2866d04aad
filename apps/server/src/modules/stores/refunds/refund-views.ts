import type { Refund } from '@aerie/contract';
import { inArray } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { storeSellers } from '../../../db/schema/index.js';
import type { RefundFigures } from './refund-figures.js';

/** The order's refunds as the seller admin shows them, oldest first, each line named as it was bought. */
export async function refundViews(db: Queryable, figures: RefundFigures): Promise<Refund[]> {
  const sellerIds = [...new Set(figures.refunds.map((refund) => refund.createdBySellerId).filter((id) => id !== null))];
  const sellers = sellerIds.length
    ? await db
        .select({ id: storeSellers.id, name: storeSellers.name })
        .from(storeSellers)
        .where(inArray(storeSellers.id, sellerIds))
    : [];
  const sellerName = new Map(sellers.map((seller) => [seller.id, seller.name]));
  const lineOf = new Map(figures.lines.map((line) => [line.id, line]));
  return figures.refunds.map((refund) => {
    const linesAmount = refund.lines.reduce((sum, line) => sum + line.amount, 0);
    return {
      uuid: refund.uuid,
      status: refund.status,
      amount: refund.amount,
      shipping: refund.shipping,
      extra: refund.amount - linesAmount - refund.shipping,
      lines: refund.lines.map((line) => ({
        line_id: line.lineId,
        product_name: lineOf.get(line.lineId)?.productName ?? '',
        variant_name: lineOf.get(line.lineId)?.variantName ?? '',
        quantity: line.quantity,
        amount: line.amount,
      })),
      restock: refund.restock,
      reason: refund.reason,
      failure: refund.failure,
      created_by:
        refund.createdBySellerId !== null
          ? (sellerName.get(refund.createdBySellerId) ?? 'A seller')
          : refund.createdBySystem
            ? null
            : 'A seller',
      created_at: refund.createdAt.toISOString(),
    };
  });
}

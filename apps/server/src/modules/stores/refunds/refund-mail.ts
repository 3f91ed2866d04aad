import { asc, eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { storeOrderLines, stores, type StoreRefundRow } from '../../../db/schema/index.js';
import { queueMail } from '../../mail/index.js';
import type { StoreOrderRow } from './refund-figures.js';
import { storeOrigin } from '../store-hosts.js';
import { refundMail } from './refund-mail-template.js';

/** The buyer's e-mail about one refund, queued in the transaction that settles it (so it exists exactly when the refund does). */
export async function queueRefundMail(
  db: Queryable,
  ctx: AppContext,
  order: StoreOrderRow,
  refund: StoreRefundRow,
): Promise<void> {
  const [store] = await db.select().from(stores).where(eq(stores.id, order.storeId)).limit(1);
  if (!store) return;
  const lines = await db
    .select()
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, order.id))
    .orderBy(asc(storeOrderLines.id));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const refundedLines = refund.lines.map((line) => ({
    productName: byId.get(line.lineId)?.productName ?? 'Item',
    variantName: byId.get(line.lineId)?.variantName ?? 'Default',
    quantity: line.quantity,
    amount: line.amount,
  }));
  const linesAmount = refund.lines.reduce((sum, line) => sum + line.amount, 0);
  const mail = refundMail({
    storeName: store.name,
    orderNumber: order.number,
    buyerName: order.name,
    currency: order.currency,
    amount: refund.amount,
    lines: refundedLines,
    shipping: refund.shipping,
    extra: refund.amount - linesAmount - refund.shipping,
    reason: refund.reason,
    afterExpiry: refund.createdBySystem,
    url: `${storeOrigin(ctx.config.stores, store.domain)}/orders/${order.uuid}`,
  });
  await queueMail(db, ctx.jobs, order.email, mail);
}

import { asc, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { storeOrderLines, storeOrders, storeSellers, stores } from '../../db/schema/index.js';
import { queueMail } from '../mail/index.js';
import {
  newOrderMail,
  orderConfirmationMail,
  shippingNoticeMail,
  type OrderMailInput,
} from './order-mail-templates.js';
import { storeOrigin } from './store-hosts.js';
import { trackingUrl } from './tracking-links.js';

type OrderRow = typeof storeOrders.$inferSelect;

async function mailInput(db: Queryable, ctx: AppContext, order: OrderRow) {
  const [store] = await db.select().from(stores).where(eq(stores.id, order.storeId)).limit(1);
  if (!store) return null;
  const lines = await db
    .select()
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, order.id))
    .orderBy(asc(storeOrderLines.id));
  const origin = storeOrigin(ctx.config.stores, store.domain);
  const input: OrderMailInput = {
    storeName: store.name,
    orderNumber: order.number,
    buyerName: order.name,
    buyerEmail: order.email,
    currency: order.currency,
    lines,
    subtotal: order.subtotal,
    shipping: order.shipping,
    discount: order.discount,
    tax: order.tax,
    taxIncluded: order.taxIncluded,
    total: order.total,
    discountCode: order.discountCode,
    taxName: order.taxName,
    address: order.shippingAddress,
    url: `${origin}/orders/${order.uuid}`,
  };
  return { input, origin };
}

/**
 * The e-mails of a paid order: its confirmation to the buyer and "new order" to each seller of the
 * store. Queued in the caller's transaction (the one that marked it paid), so they exist exactly when
 * the payment does.
 */
export async function queueOrderPlacedMails(db: Queryable, ctx: AppContext, order: OrderRow): Promise<void> {
  const prepared = await mailInput(db, ctx, order);
  if (!prepared) return;
  const { input, origin } = prepared;
  await queueMail(db, ctx.jobs, order.email, orderConfirmationMail(input));
  const sellers = await db
    .select({ email: storeSellers.email })
    .from(storeSellers)
    .where(eq(storeSellers.storeId, order.storeId));
  for (const seller of sellers) {
    await queueMail(
      db,
      ctx.jobs,
      seller.email,
      newOrderMail({ ...input, url: `${origin}/admin/orders/${order.uuid}` }),
    );
  }
}

/**
 * The shipping notice to the buyer, for the seller admin to call when it marks an order shipped (pass
 * its transaction as `db` to send it only if that change commits). Returns false for an unknown order.
 */
export async function sendShippingNotice(ctx: AppContext, orderId: number, db: Queryable = ctx.db): Promise<boolean> {
  const [order] = await db.select().from(storeOrders).where(eq(storeOrders.id, orderId)).limit(1);
  if (!order) return false;
  const prepared = await mailInput(db, ctx, order);
  if (!prepared) return false;
  const shipment = {
    carrier: order.shippingCarrier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.shippingCarrier, order.trackingNumber),
  };
  await queueMail(db, ctx.jobs, order.email, shippingNoticeMail({ ...prepared.input, shipment }));
  return true;
}

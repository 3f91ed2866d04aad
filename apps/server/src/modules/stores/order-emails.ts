import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { storeOrders, stores } from '../../db/schema/index.js';
import { queueMail } from '../mail/queue-mail.js';
import { actionMail } from '../mail/templates.js';
import { storeOrigin } from './store-hosts.js';

/**
 * The buyer's shipping notice (issue 10), queued through the mail port when the seller marks an order
 * shipped. Minimal version written with the seller admin; the order e-mails of checkout live beside it.
 */
export async function sendShippingNotice(ctx: AppContext, orderId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ order: storeOrders, store: stores })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(storeOrders.id, orderId))
    .limit(1);
  if (!row) return;
  const { order, store } = row;
  await queueMail(
    ctx.db,
    ctx.jobs,
    order.email,
    actionMail({
      subject: `Your order #${order.number} from ${store.name} has shipped`,
      greeting: `Hi ${order.name},`,
      lines: [`Good news: ${store.name} has shipped your order #${order.number}.`],
      action: `Visit ${store.name}`,
      url: storeOrigin(ctx.config.stores, store.domain),
      footer: 'You receive this e-mail because you ordered from this store.',
    }),
  );
}

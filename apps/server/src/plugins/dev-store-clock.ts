import { isStorableText } from '@aerie/contract';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

import type { AppContext } from '../context.js';
import { stores } from '../db/schema/index.js';
import { expirePendingOrders } from '../modules/stores/orders.js';
import { sendCheckoutReminders } from '../modules/stores/recovery/send-checkout-reminders.js';

const HOUR_MS = 60 * 60 * 1000;

const AdvanceSchema = z.strictObject({
  store: z.string().min(1).max(63).refine(isStorableText),
  hours: z.number().int().min(0).max(48),
});

/**
 * The development test clock for stores (not production, like the inbox and the billing clock): runs one
 * store's order expiry and checkout reminders as if `hours` had passed, so a reminder can be tried in a
 * browser without waiting (docs/product.md § Recovered checkouts). Only that store's due items move; the
 * app's clock does not. RAW_ROUTES gives it loopback reach.
 */
export function registerDevStoreClock(app: FastifyInstance, ctx: AppContext): void {
  app.post('/dev/stores/advance-clock', { schema: { hide: true } }, async (request, reply) => {
    const parsed = AdvanceSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: 'Send { store: domain, hours: 0–48 }.' });
    const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.domain, parsed.data.store));
    if (!store) return reply.code(404).send({ message: 'No such store.' });
    const now = new Date(ctx.clock.now().getTime() + parsed.data.hours * HOUR_MS);
    const orders = await expirePendingOrders(ctx, now, store.id);
    const reminders = await sendCheckoutReminders(ctx, now, store.id);
    return { now: now.toISOString(), expired: orders.expired, reminders };
  });
}

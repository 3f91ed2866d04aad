import { WEBHOOK_RULES, type WebhookDelivery } from '@aerie/contract';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries } from '../../db/schema/index.js';
import { deliveryView } from './webhook-view.js';

/** One page of a webhook's deliveries, newest first, each with all its attempts (oldest first). */
export async function listWebhookDeliveries(db: Queryable, endpointId: number, page: number) {
  const perPage = WEBHOOK_RULES.deliveriesPerPage;
  const [counted] = await db
    .select({ total: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  const total = counted?.total ?? 0;
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const attempts = deliveries.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            deliveries.map((delivery) => delivery.id),
          ),
        )
        .orderBy(asc(webhookAttempts.id))
    : [];
  const data: WebhookDelivery[] = deliveries.map((delivery) =>
    deliveryView(
      delivery,
      attempts.filter((attempt) => attempt.deliveryId === delivery.id),
    ),
  );
  return { data, current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

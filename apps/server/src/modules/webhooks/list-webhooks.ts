import type { Webhook } from '@aerie/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { webhookView, type LastDelivery } from './webhook-view.js';

/** A project's webhooks, oldest first, each with its newest delivery's outcome. */
export async function listWebhooks(db: Queryable, projectId: number): Promise<Webhook[]> {
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.projectId, projectId))
    .orderBy(asc(webhookEndpoints.id));
  if (!endpoints.length) return [];
  const deliveries = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.endpointId,
        endpoints.map((endpoint) => endpoint.id),
      ),
    )
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id));
  const lastStatuses = deliveries.length
    ? await db
        .selectDistinctOn([webhookAttempts.deliveryId], {
          deliveryId: webhookAttempts.deliveryId,
          responseStatus: webhookAttempts.responseStatus,
        })
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            deliveries.map((delivery) => delivery.id),
          ),
        )
        .orderBy(webhookAttempts.deliveryId, desc(webhookAttempts.id))
    : [];
  return endpoints.map((endpoint) => {
    const delivery = deliveries.find((candidate) => candidate.endpointId === endpoint.id);
    const last: LastDelivery | null = delivery
      ? {
          status: delivery.status,
          createdAt: delivery.createdAt,
          responseStatus: lastStatuses.find((row) => row.deliveryId === delivery.id)?.responseStatus ?? null,
        }
      : null;
    return webhookView(endpoint, last);
  });
}

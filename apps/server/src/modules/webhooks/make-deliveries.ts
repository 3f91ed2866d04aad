import { randomUUID } from 'node:crypto';

import type { DomainEvent, WebhookFormat } from '@aerie/contract';
import { and, eq, lte, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';
import { domainEvents, projects, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { webhookBody } from './webhook-body.js';

/**
 * One delivery per active endpoint of the event's project that asked for its name and existed when it
 * happened, each with its first attempt's job queued in the same transaction (the subscriber's, which also
 * writes its receipt). The unique (endpoint, event) makes a second run a no-op even without the receipt.
 *
 * "Existed when it happened": the subscriber runs after the event's commit, a moment later or, after an
 * outage, much later; a webhook added in between must not be sent what happened before it. Compared with
 * the stored row's own time, not the ISO string's, which drops the microseconds.
 */
export async function makeDeliveries(
  ctx: Pick<AppContext, 'config' | 'jobs'>,
  event: DomainEvent,
  tx: Transaction,
): Promise<void> {
  if (event.projectId === null) return;
  const [project] = await tx
    .select({ id: projects.id, uid: projects.uid, name: projects.name })
    .from(projects)
    .where(eq(projects.id, event.projectId));
  if (!project) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, format: webhookEndpoints.format })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.projectId, project.id),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event.name])}::jsonb`,
        lte(
          webhookEndpoints.createdAt,
          sql`(select ${domainEvents.occurredAt} from ${domainEvents} where ${domainEvents.id} = ${event.id})`,
        ),
      ),
    );
  for (const endpoint of endpoints) {
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        uuid: randomUUID(),
        endpointId: endpoint.id,
        eventId: event.id,
        eventName: event.name,
        body: webhookBody(endpoint.format as WebhookFormat, event, project, ctx.config.appUrl),
      })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    if (delivery) await ctx.jobs.send('deliver-webhook', { deliveryId: delivery.id, attempt: 1 }, { db: tx });
  }
}

import { WEBHOOK_TEST_EVENT } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import { postWebhook, type WebhookOutcome } from '../../adapters/webhooks/post-webhook.js';
import type { AppContext } from '../../context.js';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/schema/index.js';
import { nextRetryDelaySeconds } from './retry-schedule.js';
import { signWebhook } from './webhook-signature.js';
import { openWebhookSecret } from './webhook-secret.js';

/** A receiver that has not answered in this long has failed this attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * One `deliver-webhook` job: an automatic attempt (`attempt` = its number) or a Redeliver. An automatic job
 * acts only while the delivery is pending and its attempt is the next one, so a stale job (the delivery
 * succeeded meanwhile, or a crash made the queue run it twice) does nothing; the conditional update that
 * records the attempt makes sure only one job records each number. Redelivery is one more attempt, and a
 * success marks the delivery succeeded.
 */
export type DeliveryJob = { deliveryId: number; attempt: number } | { deliveryId: number; redelivery: true };

export async function deliverWebhook(ctx: AppContext, job: DeliveryJob): Promise<void> {
  const [row] = await ctx.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, job.deliveryId));
  if (!row) return;
  const { delivery, endpoint } = row;
  const redelivery = 'redelivery' in job;
  if (!redelivery && (delivery.status !== 'pending' || delivery.attemptCount !== job.attempt - 1)) return;
  if (!endpoint.active) {
    // Paused while a delivery waited: it is given up, not kept for later (a Redeliver sends it once resumed).
    if (!redelivery) await finish(ctx, delivery, { status: 'failed', nextAttemptAt: null });
    return;
  }
  const attemptedAt = ctx.clock.now();
  const outcome = await send(ctx, delivery, endpoint, attemptedAt);
  const succeeded = outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attemptedAt,
      durationMs: outcome.durationMs,
      responseStatus: outcome.kind === 'answered' ? outcome.status : null,
      error: outcome.kind === 'failed' ? outcome.error.slice(0, 300) : null,
      // PostgreSQL text cannot hold NUL, and a receiver's answer may contain anything.
      responseBody: outcome.kind === 'answered' ? outcome.body.replaceAll('\u0000', '') : '',
      redelivery,
    });
    if (redelivery) {
      if (succeeded) await finish(ctx, delivery, { status: 'succeeded', nextAttemptAt: null }, tx);
      return;
    }
    const firstAttemptAt = delivery.firstAttemptAt ?? attemptedAt;
    const delay =
      succeeded || delivery.eventName === WEBHOOK_TEST_EVENT
        ? null
        : nextRetryDelaySeconds({
            attemptsMade: job.attempt,
            baseSeconds: ctx.config.webhooks.retryBaseSeconds,
            firstAttemptAt,
            now: ctx.clock.now(),
          });
    const [recorded] = await tx
      .update(webhookDeliveries)
      .set({
        attemptCount: job.attempt,
        firstAttemptAt,
        status: succeeded ? 'succeeded' : delay === null ? 'failed' : 'pending',
        nextAttemptAt: delay === null ? null : new Date(ctx.clock.now().getTime() + delay * 1000),
      })
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.attemptCount, job.attempt - 1),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (recorded && delay !== null) {
      await ctx.jobs.send(
        'deliver-webhook',
        { deliveryId: delivery.id, attempt: job.attempt + 1 },
        { db: tx, startAfterSeconds: delay },
      );
    }
  });
}

/** The signed POST: headers receivers read (docs/api.md § Webhooks), signed at the moment of sending. */
function send(
  ctx: AppContext,
  delivery: WebhookDeliveryRow,
  endpoint: WebhookEndpointRow,
  at: Date,
): Promise<WebhookOutcome> {
  let secret: string;
  try {
    secret = openWebhookSecret(ctx, endpoint);
  } catch {
    // Sent unsigned it would be worthless to a receiver that checks, and harmful to one that does not.
    return Promise.resolve({
      kind: 'failed',
      error: 'the signing secret can no longer be read: roll it',
      durationMs: 0,
    });
  }
  const timestamp = Math.floor(at.getTime() / 1000);
  return postWebhook({
    url: endpoint.url,
    body: delivery.body,
    timeoutMs: DELIVERY_TIMEOUT_MS,
    allowPrivateTargets: ctx.config.hosting.allowPrivateTargets,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Aerie-Webhooks/1',
      'aerie-event': delivery.eventName,
      'aerie-delivery': delivery.uuid,
      'aerie-signature': signWebhook(secret, delivery.body, timestamp),
    },
  });
}

async function finish(
  ctx: AppContext,
  delivery: WebhookDeliveryRow,
  values: { status: 'succeeded' | 'failed'; nextAttemptAt: null },
  db: Pick<AppContext['db'], 'update'> = ctx.db,
): Promise<void> {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, delivery.id));
}

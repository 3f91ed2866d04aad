import { randomUUID } from 'node:crypto';

import { WEBHOOK_TEST_EVENT, type WebhookDelivery, type WebhookFormat } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { webhookDeliveries, type ProjectRow, type WebhookEndpointRow } from '../../db/schema/index.js';
import { hitManualSendLimit } from './manual-send-limit.js';
import { webhookBody, type WebhookEvent } from './webhook-body.js';
import { deliveryView } from './webhook-view.js';

/**
 * A `webhook.test` delivery, made and queued like a real one (so it shows in the log, signed the same way),
 * but with no event behind it: it is tried once, never retried.
 */
export async function sendTestWebhook(
  ctx: Pick<AppContext, 'db' | 'config' | 'jobs' | 'clock'>,
  input: { endpoint: WebhookEndpointRow; project: ProjectRow; userId: number },
): Promise<WebhookDelivery> {
  await hitManualSendLimit(ctx, input.endpoint);
  const event: WebhookEvent = {
    id: null,
    name: WEBHOOK_TEST_EVENT,
    version: 1,
    occurredAt: ctx.clock.now().toISOString(),
    workspaceId: input.project.workspaceId,
    projectId: input.project.id,
    actorUserId: input.userId,
    data: { message: 'A test event from Aerie: your endpoint is reachable and can check the signature.' },
  };
  const delivery = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        uuid: randomUUID(),
        endpointId: input.endpoint.id,
        eventName: WEBHOOK_TEST_EVENT,
        body: webhookBody(input.endpoint.format as WebhookFormat, event, input.project, ctx.config.appUrl),
      })
      .returning();
    await ctx.jobs.send('deliver-webhook', { deliveryId: row!.id, attempt: 1 }, { db: tx });
    return row!;
  });
  ctx.jobs.wake('deliver-webhook');
  return deliveryView(delivery, []);
}

import type { AppContext } from '../../context.js';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hitManualSendLimit } from './manual-send-limit.js';

/** One more attempt of a delivery, queued; the log shows it when it is made. */
export async function redeliverWebhook(
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>,
  input: { endpoint: WebhookEndpointRow; delivery: WebhookDeliveryRow },
): Promise<void> {
  if (!input.endpoint.active) {
    throw new AppError('conflict', 'This webhook is paused. Resume it to send deliveries again.');
  }
  await hitManualSendLimit(ctx, input.endpoint);
  await ctx.jobs.send('deliver-webhook', { deliveryId: input.delivery.id, redelivery: true });
  ctx.jobs.wake('deliver-webhook');
}

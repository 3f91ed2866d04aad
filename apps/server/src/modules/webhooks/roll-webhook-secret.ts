import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { webhookEndpoints, type WebhookEndpointRow } from '../../db/schema/index.js';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secret.js';

/** A new secret at once: the attempts from now on, retries of older deliveries too, are signed with it. */
export async function rollWebhookSecret(
  ctx: Pick<AppContext, 'db' | 'config'>,
  endpoint: WebhookEndpointRow,
): Promise<string> {
  const secret = newWebhookSecret();
  await ctx.db
    .update(webhookEndpoints)
    .set({ secretEnc: sealWebhookSecret(ctx, endpoint.slug, secret), updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, endpoint.id));
  return secret;
}

import type { UpdateWebhookSchema, Webhook } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { AppContext } from '../../context.js';
import { webhookEndpoints, type WebhookEndpointRow } from '../../db/schema/index.js';
import { assertWebhookUrlAllowed } from './webhook-url.js';
import { webhookView } from './webhook-view.js';

/** Changes the fields sent; deliveries already made keep the body they were made with. */
export async function updateWebhook(
  ctx: Pick<AppContext, 'db' | 'config'>,
  endpoint: WebhookEndpointRow,
  body: z.output<typeof UpdateWebhookSchema>,
): Promise<Webhook> {
  if (body.url !== undefined) assertWebhookUrlAllowed(ctx, body.url);
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...(body.format !== undefined ? { format: body.format } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return webhookView(row ?? endpoint);
}

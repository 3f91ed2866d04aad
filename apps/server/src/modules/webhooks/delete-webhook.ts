import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema/index.js';

/** Its deliveries and attempts go with it (cascade); a queued delivery job then finds nothing to send. */
export async function deleteWebhook(db: Queryable, endpointId: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
}

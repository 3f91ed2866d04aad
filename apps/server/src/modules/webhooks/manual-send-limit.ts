import { WEBHOOK_RULES } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { WebhookEndpointRow } from '../../db/schema/index.js';
import { hitRateLimit } from '../rate-limit/index.js';

/** Test sends and redeliveries share one budget per webhook: 429 with Retry-After beyond it, nothing queued. */
export function hitManualSendLimit(ctx: Pick<AppContext, 'db' | 'clock'>, endpoint: WebhookEndpointRow): Promise<void> {
  return hitRateLimit(ctx, [
    { key: `webhook-sends:${endpoint.id}`, limit: WEBHOOK_RULES.manualSendsPerMinute, windowSeconds: 60 },
  ]);
}

import type { Webhook, WebhookDelivery, WebhookDeliveryStatus, WebhookFormat } from '@aerie/contract';

import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/index.js';

export interface LastDelivery {
  status: string;
  createdAt: Date;
  responseStatus: number | null;
}

export function webhookView(endpoint: WebhookEndpointRow, last: LastDelivery | null = null): Webhook {
  return {
    id: endpoint.id,
    project_id: endpoint.projectId,
    url: endpoint.url,
    events: endpoint.events,
    format: endpoint.format as WebhookFormat,
    active: endpoint.active,
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
    last_delivery: last
      ? { status: last.status, created_at: last.createdAt.toISOString(), response_status: last.responseStatus }
      : null,
  };
}

export function deliveryView(delivery: WebhookDeliveryRow, attempts: readonly WebhookAttemptRow[]): WebhookDelivery {
  return {
    id: delivery.id,
    uuid: delivery.uuid,
    event: delivery.eventName,
    event_id: delivery.eventId,
    status: delivery.status as WebhookDeliveryStatus,
    created_at: delivery.createdAt.toISOString(),
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
    body: delivery.body,
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      attempted_at: attempt.attemptedAt.toISOString(),
      duration_ms: attempt.durationMs,
      response_status: attempt.responseStatus,
      error: attempt.error,
      response_body: attempt.responseBody,
      redelivery: attempt.redelivery,
    })),
  };
}

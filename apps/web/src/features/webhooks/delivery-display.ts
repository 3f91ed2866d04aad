import type { BadgeTone } from '@/components/ui/badge';
import type { WebhookAttempt, WebhookDelivery } from '@aerie/contract';

export const DELIVERY_STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Retrying', tone: 'warning' },
  succeeded: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** What came back of one attempt: the HTTP status, or why there was none. */
export function attemptOutcome(attempt: WebhookAttempt | undefined): string {
  if (!attempt) return 'Not tried yet';
  return attempt.response_status !== null ? `HTTP ${attempt.response_status}` : (attempt.error ?? 'No answer');
}

/** The body as sent, indented when it is JSON, so a person can read it. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

import { webhookEventsField, webhookFormatField, webhookUrlField, type Webhook } from '@aerie/contract';
import { z } from 'zod';

/** The add/edit dialog's fields, checked with the contract's own rules before sending. */
export const WebhookFormSchema = z.object({
  url: webhookUrlField,
  events: webhookEventsField,
  format: webhookFormatField,
  active: z.boolean(),
});
export type WebhookFormValues = z.input<typeof WebhookFormSchema>;
export type WebhookFormOutput = z.output<typeof WebhookFormSchema>;

export function webhookFormDefaults(webhook: Webhook | null): WebhookFormValues {
  if (!webhook)
    return { url: '', events: ['deployment.failed', 'deployment.succeeded'], format: 'aerie', active: true };
  return { url: webhook.url, events: webhook.events, format: webhook.format, active: webhook.active };
}

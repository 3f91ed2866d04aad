/** The webhooks domain: a project's outgoing webhooks, their deliveries and the job that sends them. */
export { loadConfigurableDelivery, loadConfigurableProject, loadConfigurableWebhook } from './webhook-access.js';
export { listWebhooks } from './list-webhooks.js';
export { createWebhook, TOO_MANY_WEBHOOKS } from './create-webhook.js';
export { updateWebhook } from './update-webhook.js';
export { deleteWebhook } from './delete-webhook.js';
export { rollWebhookSecret } from './roll-webhook-secret.js';
export { openWebhookSecret, webhookSecretAad } from './webhook-secret.js';
export { sendTestWebhook } from './send-test-webhook.js';
export { listWebhookDeliveries } from './list-webhook-deliveries.js';
export { redeliverWebhook } from './redeliver-webhook.js';
export { deliverWebhook, type DeliveryJob } from './deliver-webhook.js';
export { signWebhook, verifyWebhookSignature, REPLAY_WINDOW_SECONDS } from './webhook-signature.js';
export { webhookSubscribers } from './subscribers.js';
export { WEBHOOKS_SEALED_COLUMNS } from './sealed-columns.js';

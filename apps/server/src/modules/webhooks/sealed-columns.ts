import { webhookEndpoints } from '../../db/schema/index.js';
import type { SealedColumn } from '../secrets/index.js';
import { webhookSecretAad } from './webhook-secret.js';

/** Each endpoint's signing secret. */
export const WEBHOOKS_SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'webhook_endpoints.secret_enc',
    table: webhookEndpoints,
    id: webhookEndpoints.id,
    sealed: webhookEndpoints.secretEnc,
    identity: { slug: webhookEndpoints.slug },
    associatedData: (row) => webhookSecretAad(row.slug as string),
  },
];

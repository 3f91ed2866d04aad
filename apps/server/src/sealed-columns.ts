import { DEPLOYMENTS_SEALED_COLUMNS } from './modules/deployments/index.js';
import { HOSTING_SEALED_COLUMNS } from './modules/hosting/index.js';
import { INTEGRATIONS_SEALED_COLUMNS } from './modules/integrations/index.js';
import { REPOSITORIES_SEALED_COLUMNS } from './modules/repositories/index.js';
import type { SealedColumn } from './modules/secrets/index.js';
import { WEBHOOKS_SEALED_COLUMNS } from './modules/webhooks/index.js';

/**
 * Every column sealSecret writes, each declared by the domain that seals it: the composition root lists
 * them so a key rotation (`main.js --rotate-secrets`) re-seals them all without secrets importing them.
 */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  ...HOSTING_SEALED_COLUMNS,
  ...DEPLOYMENTS_SEALED_COLUMNS,
  ...INTEGRATIONS_SEALED_COLUMNS,
  ...REPOSITORIES_SEALED_COLUMNS,
  ...WEBHOOKS_SEALED_COLUMNS,
];

import { DEPLOYMENTS_SEALED_COLUMNS } from './modules/deployments/sealed-columns.js';
import { HOSTING_SEALED_COLUMNS } from './modules/hosting/sealed-columns.js';
import { INTEGRATIONS_SEALED_COLUMNS } from './modules/integrations/sealed-columns.js';
import { REPOSITORIES_SEALED_COLUMNS } from './modules/repositories/sealed-columns.js';
import type { SealedColumn } from './modules/secrets/sealed-columns.js';

/**
 * Every column sealSecret writes, each declared by the domain that seals it: the composition root lists
 * them so a key rotation (`main.js --rotate-secrets`) re-seals them all without secrets importing them.
 */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  ...HOSTING_SEALED_COLUMNS,
  ...DEPLOYMENTS_SEALED_COLUMNS,
  ...INTEGRATIONS_SEALED_COLUMNS,
  ...REPOSITORIES_SEALED_COLUMNS,
];

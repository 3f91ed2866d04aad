import { deploymentConfigs } from '../../db/schema/index.js';
import type { SealedColumn } from '../secrets/index.js';
import { configAad } from './config-secret.js';

/** A deployment's environment variables. */
export const DEPLOYMENTS_SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'deployment_configs.variables_enc',
    table: deploymentConfigs,
    id: deploymentConfigs.id,
    sealed: deploymentConfigs.variablesEnc,
    identity: { slug: deploymentConfigs.slug },
    associatedData: (row) => configAad(row.slug as string),
  },
];

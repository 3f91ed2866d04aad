import { projectDeployKeys } from '../../db/schema/index.js';
import type { SealedColumn } from '../secrets/index.js';
import { deployKeyAad } from './deploy-keys.js';

/** The private half of each project's deploy key. */
export const REPOSITORIES_SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'project_deploy_keys.private_key_enc',
    table: projectDeployKeys,
    id: projectDeployKeys.projectId,
    sealed: projectDeployKeys.privateKeyEnc,
    identity: {},
    associatedData: (row) => deployKeyAad(row.id as number),
  },
];

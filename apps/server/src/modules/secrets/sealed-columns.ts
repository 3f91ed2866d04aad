import type { ProviderPlatform } from '@aerie/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import {
  deploymentConfigs,
  gitIntegrations,
  oauthStates,
  projectDeployKeys,
  servers,
  webhookEndpoints,
} from '../../db/schema/index.js';
import { configAad } from '../deployments/config-secret.js';
import { credentialAad } from '../hosting/server-session.js';
import { tokenAad } from '../integrations/integration-tokens.js';
import { verifierAad } from '../integrations/oauth-states.js';
import { deployKeyAad } from '../repositories/deploy-keys.js';
import { webhookSecretAad } from '../webhooks/webhook-secret.js';

/**
 * One column that holds sealed values, with what its associated data is made of. Every column sealSecret
 * writes is listed here, so a key rotation re-seals them all; the associated data comes from the same
 * function the module seals with, so the two cannot drift apart.
 */
export interface SealedColumn {
  /** `table.column`, as the rotation's report names it. */
  name: string;
  table: PgTable;
  /** The row's key, to walk the table in order. */
  id: PgColumn;
  sealed: PgColumn;
  /** The columns the associated data is made of. */
  identity: Record<string, PgColumn>;
  associatedData(row: Record<string, unknown>): string;
}

const platformOf = (row: Record<string, unknown>) => row.platform as ProviderPlatform;

export const SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'servers.credential_enc',
    table: servers,
    id: servers.id,
    sealed: servers.credentialEnc,
    identity: { slug: servers.slug },
    associatedData: (row) => credentialAad(row.slug as string),
  },
  {
    name: 'deployment_configs.variables_enc',
    table: deploymentConfigs,
    id: deploymentConfigs.id,
    sealed: deploymentConfigs.variablesEnc,
    identity: { slug: deploymentConfigs.slug },
    associatedData: (row) => configAad(row.slug as string),
  },
  ...(['access', 'refresh'] as const).map((kind) => ({
    name: `git_integrations.${kind}_token_enc`,
    table: gitIntegrations,
    id: gitIntegrations.id,
    sealed: kind === 'access' ? gitIntegrations.accessTokenEnc : gitIntegrations.refreshTokenEnc,
    identity: { workspaceId: gitIntegrations.workspaceId, platform: gitIntegrations.platform },
    associatedData: (row: Record<string, unknown>) => tokenAad(row.workspaceId as number, platformOf(row), kind),
  })),
  {
    name: 'oauth_states.code_verifier_enc',
    table: oauthStates,
    id: oauthStates.id,
    sealed: oauthStates.codeVerifierEnc,
    identity: { stateHash: oauthStates.stateHash },
    associatedData: (row) => verifierAad(row.stateHash as string),
  },
  {
    name: 'project_deploy_keys.private_key_enc',
    table: projectDeployKeys,
    id: projectDeployKeys.projectId,
    sealed: projectDeployKeys.privateKeyEnc,
    identity: {},
    associatedData: (row) => deployKeyAad(row.id as number),
  },
  {
    name: 'webhook_endpoints.secret_enc',
    table: webhookEndpoints,
    id: webhookEndpoints.id,
    sealed: webhookEndpoints.secretEnc,
    identity: { slug: webhookEndpoints.slug },
    associatedData: (row) => webhookSecretAad(row.slug as string),
  },
];

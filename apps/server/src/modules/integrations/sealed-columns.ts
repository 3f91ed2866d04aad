import type { ProviderPlatform } from '@aerie/contract';

import { gitIntegrations, oauthStates, providerPushHooks } from '../../db/schema/index.js';
import type { SealedColumn } from '../secrets/index.js';
import { tokenAad } from './integration-tokens.js';
import { verifierAad } from './oauth-states.js';
import { pushHookAad } from './push-hooks/push-hook-secret.js';

const platformOf = (row: Record<string, unknown>) => row.platform as ProviderPlatform;

/** The git providers' OAuth tokens, the PKCE verifier of a connection under way, and each push webhook's secret. */
export const INTEGRATIONS_SEALED_COLUMNS: SealedColumn[] = [
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
    name: 'provider_push_hooks.secret_enc',
    table: providerPushHooks,
    id: providerPushHooks.id,
    sealed: providerPushHooks.secretEnc,
    identity: { slug: providerPushHooks.slug },
    associatedData: (row) => pushHookAad(row.slug as string),
  },
];

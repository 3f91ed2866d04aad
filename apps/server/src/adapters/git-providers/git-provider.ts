import type { ProviderPlatform } from '@aerie/contract';

import type { ProviderCommit } from './provider-commit.js';
import type { PushDeliveryFormat } from './push-delivery.js';

export type { ProviderCommit } from './provider-commit.js';

/** What a token exchange or refresh gives back; GitHub's OAuth App tokens neither expire nor refresh. */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
}

/** A repository as every provider can describe it, in the words of docs/product.md § Git integrations "Repository to import". */
export interface ProviderRepository {
  /** The provider's own id: GitHub's and GitLab's numbers, Bitbucket's `{workspace uuid}/{repo uuid}`. */
  id: string;
  name: string;
  /** `owner/name`, what the commit API is asked with. */
  fullName: string;
  description: string | null;
  createdAt: string | null;
  sshUrl: string | null;
  httpUrl: string;
  htmlUrl: string | null;
  private: boolean;
  defaultBranch: string | null;
}

/**
 * Why a provider call failed: `unauthorized` (the token is revoked or expired: re-integrate), `not_found`
 * (the repository is gone or not visible to this token), `rejected` (the provider refused the request,
 * with its reason) or `unavailable` (no answer, a timeout, a 5xx).
 */
export type GitProviderErrorKind = 'unauthorized' | 'not_found' | 'rejected' | 'unavailable';

export class GitProviderError extends Error {
  constructor(
    readonly kind: GitProviderErrorKind,
    /** The provider's own words, safe to show (never a token). */
    readonly reason: string,
  ) {
    super(`${kind}: ${reason}`);
    this.name = 'GitProviderError';
  }
}

/** A provider repository as the API calls name it: the provider's id and `owner/name`. */
export interface ProviderRepositoryRef {
  id: string;
  fullName: string;
}

/** What a push webhook is made with: where the provider sends pushes, and the secret it signs them with. */
export interface PushHookInput {
  url: string;
  secret: string;
}

export interface AuthorizeUrlInput {
  clientId: string;
  redirectUrl: string;
  state: string;
  scope: string;
  /** PKCE S256 challenge (GitLab). */
  codeChallenge?: string;
}

/** One git hosting provider's OAuth and REST API (docs/architecture.md § Ports and adapters), at configurable base URLs. */
export interface GitProvider {
  platform: ProviderPlatform;
  /** The scopes asked for on the authorize page (Bitbucket's are set on the consumer: empty). */
  scope: string;
  /** Whether the authorization uses PKCE (a verifier is kept with the state). */
  usesPkce: boolean;
  /** Whether this server has a client id for the platform. */
  configured: boolean;
  clientId: string | null;
  authorizeUrl(input: AuthorizeUrlInput): string;
  exchangeCode(code: string, redirectUrl: string, codeVerifier?: string): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /** The account's login name. */
  currentUser(token: string): Promise<string>;
  listRepositories(
    token: string,
    page: number,
    perPage?: number,
  ): Promise<{ items: ProviderRepository[]; nextPage: number | null }>;
  /** Throws GitProviderError `not_found` when the token cannot see it. */
  getRepository(token: string, id: string): Promise<ProviderRepository>;
  createRepository(
    token: string,
    input: { name: string; description: string; private: boolean },
  ): Promise<ProviderRepository>;
  listCommits(
    token: string,
    repository: ProviderRepositoryRef,
    branch: string | null,
    perPage: number,
  ): Promise<ProviderCommit[]>;
  /** Makes a webhook on the repository sending its pushes to `hook.url`, signed with `hook.secret`; its provider id. */
  createPushHook(token: string, repository: ProviderRepositoryRef, hook: PushHookInput): Promise<string>;
  /** Removes that webhook; one already gone counts as removed. */
  deletePushHook(token: string, repository: ProviderRepositoryRef, hookId: string): Promise<void>;
  /** How the provider signs and shapes the requests the webhook sends. */
  deliveries: PushDeliveryFormat;
}

export type GitProviders = Record<ProviderPlatform, GitProvider>;

export interface ProviderSettings {
  clientId: string | null;
  clientSecret: string;
  webUrl: string;
  apiUrl: string;
  /** Per request; the provider is someone else's server. */
  timeoutMs?: number;
}

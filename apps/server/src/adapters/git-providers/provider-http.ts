import { GitProviderError, type ProviderTokens } from './git-provider.js';

export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderReply<T> {
  status: number;
  headers: Headers;
  body: T | null;
}

/**
 * One request to a provider, with a timeout. Network failures and timeouts become `unavailable`; the
 * status is left to the caller, who knows what each code means on that endpoint. Never logs anything:
 * requests carry tokens.
 */
export async function providerRequest<T>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
): Promise<ProviderReply<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(init.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw new GitProviderError('unavailable', 'The provider could not be reached. Please try again later.');
  }
  const text = await response.text().catch(() => '');
  let body: T | null = null;
  try {
    body = text ? (JSON.parse(text) as T) : null;
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body };
}

/** The usual meaning of a REST status, with the provider's message when it gave one. */
export function failureOf(status: number, reason: string | undefined): GitProviderError {
  const said = reason?.slice(0, 300) || `HTTP ${status}`;
  if (status === 401) return new GitProviderError('unauthorized', said);
  if (status === 404) return new GitProviderError('not_found', said);
  if (status >= 500) return new GitProviderError('unavailable', said);
  return new GitProviderError('rejected', said);
}

/** Throws unless `status` is 2xx. */
export function expectOk<T>(reply: ProviderReply<T>, reasonOf: (body: T | null) => string | undefined): T {
  if (reply.status >= 200 && reply.status < 300 && reply.body !== null) return reply.body;
  throw failureOf(reply.status, reasonOf(reply.body));
}

/** Throws unless `status` is 2xx or, when removing something, 404 (already gone); the body may be empty (204). */
export function expectDone<T>(
  reply: ProviderReply<T>,
  reasonOf: (body: T | null) => string | undefined,
  options: { goneIsDone?: boolean } = {},
): void {
  if (reply.status >= 200 && reply.status < 300) return;
  if (options.goneIsDone && reply.status === 404) return;
  throw failureOf(reply.status, reasonOf(reply.body));
}

export const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** Seconds from now as a date, when the provider said how long the token lives. */
export const expiresIn = (seconds: unknown) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(Date.now() + seconds * 1000) : null;

/**
 * A provider's REST API called with a bearer token: JSON in and out, the headers each provider wants on
 * top (GitHub's version and media type).
 */
export function bearerApi<E>(apiUrl: string, timeoutMs: number | undefined, headers: Record<string, string>) {
  return <T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
    providerRequest<T & E>(`${apiUrl}${path}`, {
      method: init.method,
      timeoutMs,
      headers: {
        authorization: `Bearer ${token}`,
        ...headers,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
}

/** The `page` query parameter of a next-page url, or null when there is no next page. */
export function pageNumberOf(url: string | null | undefined): number | null {
  if (!url) return null;
  const page = Number(new URL(url).searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : null;
}

/** An OAuth 2.0 token reply (RFC 6749 §5.1); Bitbucket names the granted scopes `scopes`. */
export interface OAuthTokenReply {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  scopes?: string;
  error?: string;
  error_description?: string;
}

/**
 * The tokens of a code exchange or refresh, or the provider's reason for refusing. A refused refresh token
 * means the person has to connect again (`unauthorized`); a refused code is a failed attempt (`rejected`).
 */
export function tokensOf(reply: ProviderReply<OAuthTokenReply>, grantType: string | undefined): ProviderTokens {
  const body = reply.body;
  if (reply.status !== 200 || !body?.access_token) {
    const reason = body?.error_description ?? body?.error ?? `HTTP ${reply.status}`;
    if (reply.status >= 500) throw new GitProviderError('unavailable', reason);
    throw new GitProviderError(grantType === 'refresh_token' ? 'unauthorized' : 'rejected', reason);
  }
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? null,
    expiresAt: expiresIn(body.expires_in),
    scope: body.scope ?? body.scopes ?? null,
  };
}

import {
  fullPath,
  HOST_PREFIX,
  HTTP_TIMEOUT_MS,
  type ErrorEnvelope,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@aerie/contract';

import { env } from '@/config/env';

import { readToken } from './auth-token';

/** A failed call, carrying the server's envelope. The spec reads `message`, else `error` (docs/product.md § Error catalogue). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorEnvelope>,
  ) {
    super(body.message || body.error || 'Sorry, an error occured. Try again');
    this.name = 'ApiError';
  }

  /** The first message the server gave for a field, for forms that show errors beside their inputs. */
  fieldError(field: string): string | undefined {
    return this.body.errors?.[field]?.[0];
  }
}

type Host = RouteDefinition['host'];

/**
 * Whose calls these are. The app (the default) calls each host where `env` says, with the platform's
 * session token. The seller admin, a second entry on a store's own origin, calls the store host there
 * (`/store-api`) with the seller's token, which lives on that origin and means nothing to the platform
 * (`configureApiClient` in seller/main.tsx).
 */
interface ClientSession {
  hostBase: Record<Host, string>;
  readToken: () => string | null;
  /** Called on any 401 to a call that carried a token: the session is gone (docs/product.md § Sessions). */
  onUnauthorized: () => void;
}

let session: ClientSession = {
  hostBase: { api: env.apiUrl, builder: env.builderApiUrl, store: env.storeApiUrl },
  readToken,
  onUnauthorized: () => {},
};

/** Changes where calls go, whose token they carry or what a 401 does; set once at an entry's start. */
export function configureApiClient(changes: {
  hostBase?: Partial<Record<Host, string>>;
  readToken?: () => string | null;
  onUnauthorized?: () => void;
}): void {
  session = {
    hostBase: { ...session.hostBase, ...changes.hostBase },
    readToken: changes.readToken ?? session.readToken,
    onUnauthorized: changes.onUnauthorized ?? session.onUnauthorized,
  };
}

/** The app's 401: logs out and goes to /login. Set by the signed-in screens (app/require-auth.tsx). */
export function setUnauthorizedHandler(handler: () => void): void {
  configureApiClient({ onUnauthorized: handler });
}

type CallOptions<R> = {
  params?: RouteParams<R>;
  query?: RouteQuery<R>;
  body?: RouteBody<R>;
  signal?: AbortSignal;
  /** Headers a call needs beyond the token and content type (a refund's Idempotency-Key). */
  headers?: Record<string, string>;
};

function buildUrl(route: RouteDefinition, params: object | undefined, query: object | undefined): string {
  const prefix = HOST_PREFIX[route.host];
  const path = fullPath(route)
    .slice(prefix.length)
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = (params as Record<string, unknown> | undefined)?.[name];
      if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route.name}`);
      return encodeURIComponent(String(value));
    });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return session.hostBase[route.host] + path + (qs ? `?${qs}` : '');
}

/** Calls one route of the contract with the stored bearer token and the spec's 90 s time-out. */
export async function callApi<R extends RouteDefinition>(
  route: R,
  options: CallOptions<R> = {},
): Promise<RouteResponse<R>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = session.readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(buildUrl(route, options.params ?? undefined, options.query ?? undefined), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch {
    const timedOut = timeout.aborted;
    throw new ApiError(0, {
      message: timedOut ? 'The server took too long to answer. Try again' : 'Sorry, an error occured. Try again',
      error: timedOut ? 'timeout' : 'network_error',
    });
  }

  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    if (response.status === 401 && token) session.onUnauthorized();
    throw new ApiError(response.status, body as Partial<ErrorEnvelope>);
  }
  return body as RouteResponse<R>;
}

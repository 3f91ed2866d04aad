import {
  fullPath,
  HTTP_TIMEOUT_MS,
  type ErrorEnvelope,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@aerie/contract';

import { ApiError } from '@/lib/api-client';

/**
 * The seller admin's own client. Its calls go to `/store-api/…` on the store's origin (the page's own), with
 * the seller's bearer token from this origin's localStorage: never the platform's token, which lives on the
 * app's origin and means nothing here.
 */
const TOKEN_KEY = 'aerie.seller.token';

export function readSellerToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeSellerToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Private mode without storage: the session lasts as long as the page.
  }
}

const DEVICE_KEY = 'aerie.seller.device';

/** What this browser's last sign-in answered: it keeps its own allowance of login attempts (docs/security.md). */
export function readDeviceToken(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

export function storeDeviceToken(token: string): void {
  try {
    localStorage.setItem(DEVICE_KEY, token);
  } catch {
    // Without storage the browser shares the account's allowance, as any new browser does.
  }
}

/** A 401 means the session is gone (logout elsewhere, password reset): back to the sign-in page. */
function sessionEnded(): void {
  storeSellerToken(null);
  if (!location.pathname.startsWith('/login')) location.assign('/login');
}

type CallOptions<R> = { params?: RouteParams<R>; query?: RouteQuery<R>; body?: RouteBody<R> };

function urlOf(route: RouteDefinition, params: object | undefined, query: object | undefined): string {
  const path = fullPath(route).replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return path + (qs ? `?${qs}` : '');
}

export async function callSeller<R extends RouteDefinition>(
  route: R,
  options: CallOptions<R> = {},
): Promise<RouteResponse<R>> {
  if (route.host !== 'store') throw new Error(`${route.name} is not a store call`);
  const token = readSellerToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(route, options.params ?? undefined, options.query ?? undefined), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, { message: 'Sorry, an error occured. Try again', error: 'network_error' });
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    if (response.status === 401 && token) sessionEnded();
    throw new ApiError(response.status, body as Partial<ErrorEnvelope>);
  }
  return body as RouteResponse<R>;
}

import { SELECTED_WORKSPACE_KEY } from '@aerie/contract';
import type { QueryClient } from '@tanstack/react-query';

import { clearToken } from '@/lib/auth-token';
import { safeRedirectPath } from '@/lib/safe-redirect';

import { logout } from './api/logout';

/**
 * Where a signed-out visitor was going, so login can take them there (docs/product.md § Sessions). Kept per tab in
 * session storage: a link opened in another tab should not decide where this tab lands.
 */
const INTENDED_URL_KEY = 'intended_url';

/** Paths that make no sense to return to after signing in. */
const NOT_REMEMBERED = new Set(['/logout']);

export function rememberIntendedUrl(pathWithSearch: string): void {
  const path = safeRedirectPath(pathWithSearch);
  if (!path || NOT_REMEMBERED.has(path.split(/[?#]/)[0]!)) return;
  sessionStorage.setItem(INTENDED_URL_KEY, path);
}

/** Reads and forgets the stored destination; only ever a path on this site. */
export function takeIntendedUrl(): string | null {
  const value = sessionStorage.getItem(INTENDED_URL_KEY);
  sessionStorage.removeItem(INTENDED_URL_KEY);
  return safeRedirectPath(value);
}

/** Forgets everything the browser knows about the signed-in user: token, cached data, chosen workspace. */
export function endSession(queryClient: QueryClient): void {
  clearToken();
  localStorage.removeItem(SELECTED_WORKSPACE_KEY);
  queryClient.clear();
}

let signingOut: Promise<void> | null = null;

/**
 * Revokes the token on the server, then clears the browser's session. A failed revoke (offline, token
 * already expired) must not keep the user signed in here, so its error is ignored. Concurrent calls share
 * one request, which also makes StrictMode's double effects harmless.
 */
export function signOut(queryClient: QueryClient): Promise<void> {
  signingOut ??= logout()
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      endSession(queryClient);
      signingOut = null;
    });
  return signingOut;
}

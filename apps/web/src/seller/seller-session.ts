/**
 * The seller's session on the store's own origin: its bearer token in this origin's localStorage, never
 * the platform's token, which lives on the app's origin and means nothing here.
 */
const TOKEN_KEY = 'aerie.seller.token';
const DEVICE_KEY = 'aerie.seller.device';

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
export function endSellerSession(): void {
  storeSellerToken(null);
  if (!location.pathname.startsWith('/login')) location.assign('/login');
}

/**
 * Where sign-in goes on: the admin page the seller was sent from (`?next=`), only when it is one of the
 * admin's own paths, so a crafted link cannot send a fresh session anywhere else; the admin's home otherwise.
 */
export function adminPathAfterLogin(next: string | null): string {
  return next && /^\/admin(?:\/[A-Za-z0-9_-]+)*$/.test(next) ? next : '/admin';
}

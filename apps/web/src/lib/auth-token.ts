/**
 * The session token lives in a long-lived `token` cookie and in local storage (docs/product.md § Sessions:
 * authentication is judged by the presence of the token cookie). The server only ever reads it from the Authorization
 * header, so the cookie carries no ambient authority (no CSRF surface).
 */
const TOKEN_KEY = 'token';
const TEN_YEARS_SECONDS = 10 * 365 * 24 * 60 * 60;

export function readToken(): string | null {
  const fromCookie = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${TOKEN_KEY}=`))
    ?.slice(TOKEN_KEY.length + 1);
  if (fromCookie) return decodeURIComponent(fromCookie);
  return null;
}

export function storeToken(token: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; Max-Age=${TEN_YEARS_SECONDS}; Path=/; SameSite=Lax${secure}`;
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  document.cookie = `${TOKEN_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
  localStorage.removeItem(TOKEN_KEY);
}

export function isAuthenticated(): boolean {
  return readToken() !== null;
}

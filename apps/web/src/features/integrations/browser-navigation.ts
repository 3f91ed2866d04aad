/**
 * The two full page loads of the integration flow (docs/product.md § Git integrations), in one place so tests can watch
 * them: leaving for the provider's authorize page, and reloading this page without its query string after a revoke.
 */
export function leaveForProvider(authorizeUrl: string): void {
  // Only ever a web page: a `javascript:` url from a broken config must not run in our origin.
  const url = new URL(authorizeUrl, window.location.origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The platform sign-in address is invalid');
  window.location.assign(url.href);
}

export function reloadWithoutQuery(): void {
  window.location.replace(window.location.pathname);
}

/**
 * The auth feature keeps where a signed-out visitor was going under this session-storage key and takes
 * them there after login (docs/product.md § Account routes). Features may not import each other, so the one write is
 * repeated here.
 */
const INTENDED_URL_KEY = 'intended_url';

export function rememberIntendedUrl(path: string): void {
  sessionStorage.setItem(INTENDED_URL_KEY, path);
}

/**
 * Where the browser finds each host (docs/architecture.md § Hosts and scopes). Empty means "same origin", which is the
 * one-process default; production builds set VITE_API_URL and friends to their own origins.
 */
export const env = {
  apiUrl: import.meta.env.VITE_API_URL ?? '/api',
  builderApiUrl: import.meta.env.VITE_BUILDER_API_URL ?? '/builder-api',
  storeApiUrl: import.meta.env.VITE_STORE_API_URL ?? '/store-api',
} as const;

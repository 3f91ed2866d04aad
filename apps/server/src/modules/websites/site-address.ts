import type { Config } from '../../config.js';

/**
 * Addresses on the sites domain (docs/architecture.md § Hosts and scopes): each site at `{subdomain}.{sites host}`,
 * builder images at `assets.{sites host}` and template previews at `preview.{sites host}` (both reserved subdomains),
 * all a different origin from the app, so nothing served there can read the app's token.
 */
export function siteOrigin(sites: Config['sites'], subdomain: string): string {
  return `${sites.scheme}//${subdomain}.${sites.host}`;
}

export const ASSETS_SUBDOMAIN = 'assets';
export const PREVIEW_SUBDOMAIN = 'preview';

export function assetsOrigin(sites: Config['sites']): string {
  return siteOrigin(sites, ASSETS_SUBDOMAIN);
}

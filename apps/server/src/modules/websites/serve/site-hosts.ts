import type { Config } from '../../../config.js';
import { ASSETS_SUBDOMAIN, PREVIEW_SUBDOMAIN } from '../site-address.js';

export type SiteHost =
  { kind: 'site'; subdomain: string } | { kind: 'custom'; domain: string } | { kind: 'assets' } | { kind: 'preview' };

/** A custom domain is matched without its port (a proxy or a test may add one). */
export function withoutPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

/**
 * What a Host header names on the sites side (docs/architecture.md § Hosts and scopes): one label under the sites host
 * (a site, or the reserved `assets.` and `preview.`), or a verified custom domain. Anything else is not ours to serve.
 */
export function classifySiteHost(
  rawHost: string | undefined,
  sites: Config['sites'],
  isCustomDomain: (domain: string) => boolean,
): SiteHost | null {
  const host = (rawHost ?? '').toLowerCase();
  const suffix = `.${sites.host}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) return null;
    if (label === ASSETS_SUBDOMAIN) return { kind: 'assets' };
    if (label === PREVIEW_SUBDOMAIN) return { kind: 'preview' };
    return { kind: 'site', subdomain: label };
  }
  const domain = withoutPort(host);
  return domain && isCustomDomain(domain) ? { kind: 'custom', domain } : null;
}

import { getDomain, parse } from 'tldts';

/**
 * The domain a browser lets a page set cookies for (its "site"): the name under its public suffix, read
 * from the Public Suffix List with its private section (github.io, herokuapp.com…), as browsers read it.
 * Null for a loopback or IP host, which only a development setup uses: those stay allowed.
 */
export function registrableDomainOf(url: string): string | null {
  const hostname = new URL(url).hostname.toLowerCase();
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || parse(hostname).isIp) return null;
  return getDomain(hostname, { allowPrivateDomains: true }) ?? hostname;
}

export interface DomainClash {
  /** The variable to change. */
  key: 'SITES_URL' | 'STORES_URL';
  message: string;
}

/**
 * Published sites run their owners' scripts and storefronts show sellers' content: on the app's
 * registrable domain (sites.aerie.example beside app.aerie.example) a site could set cookies the app, or a
 * store, then receives, and would count as "same site" for SameSite cookies and Sec-Fetch-Site. Each must
 * have a registrable domain of its own (docs/deploy.md); sites and stores must not share one either, as a
 * site could then plant a storefront's cart cookie.
 */
export function registrableDomainClashes(urls: { app: string; sites: string; stores: string }): DomainClash[] {
  const app = registrableDomainOf(urls.app);
  const sites = registrableDomainOf(urls.sites);
  const stores = registrableDomainOf(urls.stores);
  const clashes: DomainClash[] = [];
  const clash = (key: DomainClash['key'], domain: string, other: string, content: string) =>
    clashes.push({
      key,
      message: `is on ${domain}, the registrable domain of ${other}: ${content} could set cookies for it; give ${key} a registrable domain of its own`,
    });
  if (sites && sites === app) clash('SITES_URL', sites, 'APP_URL', 'published sites');
  if (stores && stores === app) clash('STORES_URL', stores, 'APP_URL', 'storefronts');
  else if (stores && stores === sites) clash('STORES_URL', stores, 'SITES_URL', 'published sites');
  return clashes;
}

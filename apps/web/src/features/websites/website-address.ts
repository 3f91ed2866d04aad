import type { Website } from '@aerie/contract';

/**
 * How a site's address reads on screen: `http://shop.sites.localhost:8080/` shows as
 * `shop.sites.localhost:8080` (docs/product.md § Published sites: `{subdomain}.{host}`, or the custom domain once
 * verified).
 */
export function addressLabel(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return host + pathname.replace(/\/+$/, '');
  } catch {
    return url;
  }
}

/**
 * The sites domain with its port (`sites.localhost:8080`), read from the address the server gives the site
 * on it, so the settings preview follows the server's configuration instead of a copy of it in the browser.
 */
export function sitesHostOf(website: Pick<Website, 'site_address' | 'subdomain'>): string {
  let host: string;
  try {
    host = new URL(website.site_address).host;
  } catch {
    return '';
  }
  const prefix = `${website.subdomain}.`;
  return host.startsWith(prefix) ? host.slice(prefix.length) : host.slice(host.indexOf('.') + 1);
}

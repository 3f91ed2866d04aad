import type { Config } from '../../config.js';
import { storeOfHost } from '../domains/index.js';

/**
 * The store a Host header names (docs/architecture.md § Hosts and scopes): one DNS label under the stores host,
 * `{domain}.{stores host}`, or a host of a workspace's verified domain pointed at the store (issue 32, an in-memory
 * lookup). Anything else is not a storefront.
 */
export function storeDomainOf(rawHost: string | undefined, stores: Config['stores']): string | null {
  const host = (rawHost ?? '').toLowerCase();
  const suffix = `.${stores.host}`;
  if (!host.endsWith(suffix)) return storeOfHost(host.replace(/:\d+$/, '')) ?? null;
  const label = host.slice(0, -suffix.length);
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : null;
}

/** A storefront's address: `{scheme}//{domain}.{stores host}` (no trailing slash). */
export function storeOrigin(stores: Config['stores'], domain: string): string {
  return `${stores.scheme}//${domain}.${stores.host}`;
}

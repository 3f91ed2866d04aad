/**
 * Catalogue blocks name their images with `{{ASSETS}}` (@aerie/blocks assets.ts), replaced by the sites'
 * assets origin when a block lands in a page. The browser learns that origin from the site's own address:
 * `http://{subdomain}.{sites host}/` → `http://assets.{sites host}`.
 */
const ASSETS_SUBDOMAIN = 'assets';

export function assetsOriginOf(siteAddress: string, subdomain: string): string | null {
  try {
    const url = new URL(siteAddress);
    const prefix = `${subdomain}.`;
    if (!url.host.startsWith(prefix)) return null;
    return `${url.protocol}//${ASSETS_SUBDOMAIN}.${url.host.slice(prefix.length)}`;
  } catch {
    return null;
  }
}

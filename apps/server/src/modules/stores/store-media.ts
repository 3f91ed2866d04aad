import type { Config } from '../../config.js';
import { storeOrigin } from './store-hosts.js';

/** Where a store's uploaded images (product images, logo) live in the files port: under the store's uuid. */
export function storeMediaPrefix(storeUuid: string): string {
  return `stores/${storeUuid}/`;
}

/**
 * Store images are served from the store's own origin at `/media/{key}` (routes/seller-admin/store-media.ts),
 * the one path for both the storefront's pages and the seller admin.
 */
export const STORE_MEDIA_PATH = '/media/';

/** A store image's path on the store's own origin (what the storefront's pages link to). */
export function storeMediaPath(key: string): string {
  return `${STORE_MEDIA_PATH}${key}`;
}

/** A store image's absolute URL (what the seller's JSON calls answer, read from the store's origin). */
export function storeMediaUrl(stores: Config['stores'], domain: string, key: string): string {
  return `${storeOrigin(stores, domain)}${storeMediaPath(key)}`;
}

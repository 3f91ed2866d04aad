import type { Config } from '../../config.js';
import { storeOrigin } from './store-hosts.js';

/** Where a store's uploaded images (product images, logo) live in the files port: under the store's uuid. */
export function storeMediaPrefix(storeUuid: string): string {
  return `stores/${storeUuid}/`;
}

/** Store images are served from the store's own origin (`/media/{key}`, routes/seller-admin/media.ts). */
export const STORE_MEDIA_PATH = '/media/';

export function storeMediaUrl(stores: Config['stores'], domain: string, key: string): string {
  return `${storeOrigin(stores, domain)}${STORE_MEDIA_PATH}${key}`;
}

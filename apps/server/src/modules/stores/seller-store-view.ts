import type { StoreSettings } from '@aerie/contract';

import type { Config } from '../../config.js';
import type { StoreRow } from './seller-sessions.js';
import { storeOrigin } from './store-hosts.js';
import { storeMediaUrl } from './store-media.js';

/** The storefront's colours until the seller picks their own. */
export const DEFAULT_STORE_COLORS = { primary: '#4f46e5', accent: '#f59e0b' } as const;

export function toStoreSettings(config: Config, store: StoreRow): StoreSettings {
  return {
    uuid: store.uuid,
    name: store.name,
    domain: store.domain,
    url: storeOrigin(config.stores, store.domain),
    status: store.status,
    currency: store.currency,
    shipping_rate: store.shippingRate,
    colors: store.colors ?? { ...DEFAULT_STORE_COLORS },
    logo_url: store.logoFileKey ? storeMediaUrl(config.stores, store.domain, store.logoFileKey) : null,
  };
}

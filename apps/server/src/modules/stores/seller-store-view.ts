import type { StoreSettings } from '@aerie/contract';

import type { Config } from '../../config.js';
import type { StoreRow } from './seller-sessions.js';
import { storeOrigin } from './store-hosts.js';
import { storeMediaUrl } from './store-media.js';
import { storeLook } from './storefront-html.js';
import { STOREFRONT_FONT_CHOICES } from './storefront-themes.js';

export function toStoreSettings(config: Config, store: StoreRow): StoreSettings {
  const look = storeLook(store);
  return {
    uuid: store.uuid,
    name: store.name,
    domain: store.domain,
    url: storeOrigin(config.stores, store.domain),
    status: store.status,
    currency: store.currency,
    shipping_rate: store.shippingRate,
    // What the storefront shows: the seller's choices, or the theme's own until they make some.
    colors: { primary: look.primary, accent: look.accent },
    fonts: { heading: look.headingFont, body: look.bodyFont },
    theme: store.theme,
    font_choices: STOREFRONT_FONT_CHOICES,
    logo_url: store.logoFileKey ? storeMediaUrl(config.stores, store.domain, store.logoFileKey) : null,
  };
}

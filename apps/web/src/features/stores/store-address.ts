import type { Store } from '@aerie/contract';

/** 000 §2 LOGIN: the store address plus `/login`, where the seller signs in to the store's admin. */
export function storeLoginUrl(store: Pick<Store, 'url'>): string {
  return `${store.url.replace(/\/+$/, '')}/login`;
}

/** 000 §5: the store url is lowercased and, as a DNS label, has no spaces; the preview shows it so. */
export function cleanStoreDomain(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

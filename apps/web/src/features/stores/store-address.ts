import type { Store } from '@aerie/contract';

/** docs/product.md § Stores list, LOGIN: the store address plus `/login`, where the seller signs in to the store's admin. */
export function storeLoginUrl(store: Pick<Store, 'url'>): string {
  return `${store.url.replace(/\/+$/, '')}/login`;
}

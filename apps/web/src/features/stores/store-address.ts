import type { Store } from '@aerie/contract';

/** 000 §2 LOGIN: the store address plus `/login`, where the seller signs in to the store's admin. */
export function storeLoginUrl(store: Pick<Store, 'url'>): string {
  return `${store.url.replace(/\/+$/, '')}/login`;
}

export { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';
import type { Store } from '@aerie/contract';

/** A store as the store host's list answers it (fields as the contract's StoreSchema). */
export function aStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    uuid: '5d1c9a4e-1b2c-4d5e-8f90-123456789abc',
    name: 'Harbour Goods',
    status: 1,
    badges: ['Agency starter', 'USD'],
    theme: 'agency',
    store: { domain: 'harbour-goods', full_domain: 'harbour-goods.stores.localhost:8080' },
    url: 'http://harbour-goods.stores.localhost:8080/',
    project_uid: 'p1a2b3c4d5e6',
    created_at: '2026-10-01T09:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of stores as `store/one` answers it. */
export function storePage(stores: Store[], page = 1, total = stores.length) {
  return {
    success: true,
    data: {
      data: stores,
      current_page: page,
      per_page: 8,
      total,
      last_page: Math.max(1, Math.ceil(total / 8)),
      stores_host: 'stores.localhost:8080',
    },
  };
}

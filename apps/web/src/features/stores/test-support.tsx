import type { Store } from '@aerie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

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

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stands in for the network: each call is recorded and answered by `answer` (status and JSON body). */
export function fakeNetwork(answer: (call: FakeCall) => { status?: number; body: unknown } | 'network-error') {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: input,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const answered = answer(call);
      if (answered === 'network-error') throw new TypeError('Failed to fetch');
      const { status = 200, body } = answered;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
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

import type { Website } from '@aerie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** A site as the builder host's list answers it (fields as the contract's WebsiteSchema). */
export function aWebsite(overrides: Partial<Website> = {}): Website {
  return {
    id: 1,
    uuid: '3f2c9a4e-1b2c-4d5e-8f90-123456789abc',
    name: 'Harbour Bakery',
    subdomain: 'harbour-bakery',
    custom_domain: null,
    pending_domain: null,
    url: 'http://harbour-bakery.sites.localhost:8080/',
    site_address: 'http://harbour-bakery.sites.localhost:8080/',
    template: 'agency',
    plan: 'free',
    published_at: '2026-11-20T10:00:00.000Z',
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

/**
 * Stands in for the network: each call is recorded and answered by `answer` (status and JSON body), so a
 * test sees exactly which calls of the builder host a screen made, in order.
 */
export function fakeNetwork(answer: (call: FakeCall) => { status?: number; body: unknown }) {
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
      const { status = 200, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

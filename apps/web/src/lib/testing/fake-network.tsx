import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the network in screen tests: each call is recorded and answered by `answer` (status and
 * JSON body, or a network failure), so a test sees exactly which calls a screen made, in order.
 */
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

/** A fresh query client per screen: no retries, so a refused call shows at once. */
export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

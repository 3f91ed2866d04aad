import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

import { queryClient } from '@/lib/query-client';

/**
 * TanStack Query for every screen that talks to the API. The router loads it lazily, so the public
 * marketing pages (which call nothing) do not download it; the client itself is one module-level
 * instance, so the cache survives moving between these screens (login seeds it for the dashboard).
 */
export function QueryProvider() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

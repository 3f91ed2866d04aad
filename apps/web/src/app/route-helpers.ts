import type { RouteObject } from 'react-router';

import { loadWithTimeout } from '@/lib/load-with-timeout';

/** A lazily loaded page: its module's default export. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await loadWithTimeout(load)).default,
});

/** Layouts load lazily too, so a visitor of the public site downloads none of the dashboard. */
export const layout = (load: () => Promise<React.ComponentType>) => async () => ({
  Component: await loadWithTimeout(load),
});

export type PageModule = () => Promise<{ default: React.ComponentType }>;

/**
 * A page route with its spec name (000 §2, 001 §2; the sidebar highlights by `handle.name`); `path`
 * undefined makes it the index route.
 */
export const named = (path: string | undefined, name: string, load: PageModule): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: { name },
  lazy: page(load),
});

/** `/dashboard` and everything below it (the receipt page under it is routed on its own). */
export const isDashboardPath = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

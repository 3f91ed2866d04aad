import { useMatches, type RouteObject } from 'react-router';

import { loadWithTimeout } from '@/lib/load-with-timeout';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A lazily loaded page: its module's default export. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await loadWithTimeout(load)).default,
});

/** Layouts load lazily too, so a visitor of the public site downloads none of the dashboard. */
export const layout = (load: () => Promise<React.ComponentType>) => async () => ({
  Component: await loadWithTimeout(load),
});

export type PageModule = () => Promise<{ default: React.ComponentType }>;

/** What a route tells the chrome: its spec name and, when that is not readable as is, the tab's title. */
interface RouteHandle {
  name: string;
  title?: string;
}

/**
 * A page route with its spec name (docs/product.md § Screens and routes; the sidebar highlights by `handle.name`) and
 * the title of its tab (issue 25); `path` undefined makes it the index route. Without a title the tab reads the name in
 * words ("ForgotPassword" is "Forgot password"), which keeps the public pages' titles out of the entry chunk's 120 KB
 * budget (docs/performance.md).
 */
export const named = (path: string | undefined, name: string, load: PageModule, title?: string): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: { name, title },
  lazy: page(load),
});

/**
 * Titles the tab after the matched page, then `scope` (the workspace or the project): each layout calls
 * it once, so a page and its layout never both set the title.
 */
export function useRouteDocumentTitle(scope?: string) {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  useDocumentTitle(handle?.title ?? handle?.name.replace(/\B[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`), scope);
}

/** `/dashboard` and everything below it (the receipt page under it is routed on its own). */
export const isDashboardPath = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';

import { Logo } from '@/components/brand/logo';

import { useRouteDocumentTitle } from '../route-helpers';

/** The centred shell behind verify, not-found and error pages: logo on top, content in the middle. */
export function EmptyShell({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-zinc-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-accent-100),transparent)]"
      />
      <header className="relative flex justify-center px-4 pt-8 sm:pt-12">
        <Link
          to="/"
          aria-label="Aerie home"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-500"
        >
          <Logo />
        </Link>
      </header>
      <main className="relative flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}

export function EmptyLayout() {
  useRouteDocumentTitle();
  return (
    <EmptyShell>
      <Outlet />
    </EmptyShell>
  );
}

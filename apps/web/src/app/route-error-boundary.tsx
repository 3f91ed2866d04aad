import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { NotFoundContent } from '@/features/marketing/components/not-found-content';

import { EmptyShell } from './layouts/empty-layout';

/** Catches anything a route throws. A 404 looks like the not-found page; the rest get a calm retry page. */
export function RouteErrorBoundary() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <EmptyShell>
        <NotFoundContent />
      </EmptyShell>
    );
  }

  if (import.meta.env.DEV) console.error(error);

  return (
    <EmptyShell>
      <div className="rounded-2xl border border-zinc-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-medium text-accent-600">Unexpected error</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-zinc-900">Something went wrong</h1>
        <p className="mt-3 text-sm leading-6 text-zinc-500">
          This page ran into a problem. Reloading usually fixes it; if it keeps happening, try again in a few minutes.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RotateCw className="size-4" aria-hidden="true" />
            Reload page
          </Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            Go to the home page
          </ButtonLink>
        </div>
      </div>
    </EmptyShell>
  );
}

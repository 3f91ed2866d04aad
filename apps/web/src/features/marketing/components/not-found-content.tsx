import { Compass } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';

/** The not-found message; shared by the catch-all route and the router's 404 error boundary. */
export function NotFoundContent() {
  return (
    <div className="rounded-2xl border border-zinc-200 bg-white p-8 text-center shadow-sm">
      <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100">
        <Compass className="size-6" aria-hidden="true" />
      </div>
      <p className="mt-6 text-sm font-medium text-accent-600">404</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-zinc-900">We couldn’t find that page</h1>
      <p className="mt-3 text-sm leading-6 text-zinc-500">
        The link may be broken or the page may have moved. Let’s get you back on solid ground.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact support
        </ButtonLink>
      </div>
    </div>
  );
}

import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';

export interface CallToActionProps {
  title?: string;
  text?: string;
  action?: string;
}

/** The closing band of a marketing page: one headline, one primary action to /register. */
export function CallToAction({
  title = 'Ready to build something people love?',
  text = 'Create your free account and publish your first site today. Upgrade only when you grow.',
  action = 'Get started',
}: CallToActionProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="relative overflow-hidden rounded-2xl bg-zinc-950 px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,color-mix(in_oklch,var(--color-accent-500)_45%,transparent),transparent)]"
        />
        <div className="relative">
          <h2 className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-zinc-300">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/register" size="lg" variant="secondary">
              {action}
            </ButtonLink>
            <Link
              to="/contact"
              className="inline-flex h-12 items-center justify-center rounded-lg px-6 text-base font-medium text-white ring-1 ring-white/20 transition-colors ring-inset hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Talk to us
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

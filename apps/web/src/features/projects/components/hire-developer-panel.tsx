import { ArrowRight, Phone, UserRoundSearch } from 'lucide-react';
import { Link } from 'react-router';

/** Aerie's expert desk; a number in the range set aside for examples until the real line is announced. */
const EXPERT_DESK_PHONE = { display: '+44 20 7946 0321', dial: '+442079460321' };

/** The promotional 'Hire a Developer' panel of the project page (docs/product.md § Project detail). */
export function HireDeveloperPanel() {
  return (
    <section
      aria-labelledby="hire-developer-title"
      className="relative overflow-hidden rounded-xl bg-zinc-900 p-6 text-white shadow-sm"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-accent-500/30 blur-3xl"
      />
      <div className="relative">
        <span className="flex size-10 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
          <UserRoundSearch className="size-5" aria-hidden="true" />
        </span>
        <h2 id="hire-developer-title" className="mt-4 text-base font-semibold">
          Hire a Developer
        </h2>
        <p className="mt-1 text-sm text-zinc-300">
          Stuck on a feature or short on time? An Aerie expert can build it with you inside this project.
        </p>
        <div className="mt-5 flex flex-col gap-3">
          <a
            href={`tel:${EXPERT_DESK_PHONE.dial}`}
            className="inline-flex items-center gap-2 text-sm font-semibold text-white hover:text-accent-200"
          >
            <Phone className="size-4" aria-hidden="true" />
            Call us on {EXPERT_DESK_PHONE.display}
          </a>
          <Link
            to="/hire-expert"
            className="inline-flex items-center gap-1 text-sm font-medium text-zinc-300 hover:text-white"
          >
            Learn how it works
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

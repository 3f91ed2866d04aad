import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';

import { formatUsd, type PlanCardData } from '../data/pricing';

/** A plan card (docs/product.md § Pricing page: name, price, description, details list): the plan table's lines first. */
export function PlanCard({ plan }: { plan: PlanCardData }) {
  return (
    <article
      aria-label={`${plan.name} plan`}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8',
        plan.isFeatured ? 'border-accent-500 shadow-xl shadow-accent-600/10 ring-1 ring-accent-500' : 'border-zinc-200',
      )}
    >
      {plan.isFeatured && (
        <span className="absolute -top-3 left-6 rounded-full bg-accent-600 px-3 py-1 text-xs font-medium text-white">
          Most popular
        </span>
      )}
      <h2 className="text-lg font-semibold text-zinc-900">{plan.name}</h2>
      <p className="mt-2 min-h-12 text-sm leading-6 text-zinc-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-zinc-900">{formatUsd(plan.priceUsd)}</span>
        {plan.priceUsd > 0 && <span className="text-sm text-zinc-500">/mo</span>}
      </p>
      <ButtonLink to="/register" variant={plan.isFeatured ? 'primary' : 'secondary'} className="mt-6 w-full">
        {plan.priceUsd === 0 ? 'Start for free' : `Choose ${plan.name}`}
      </ButtonLink>
      <ul className="mt-8 space-y-3 border-t border-zinc-100 pt-6">
        {plan.details.map((detail) => (
          <li
            key={detail.text}
            className={clsx('flex gap-3 text-sm leading-6', detail.included ? 'text-zinc-700' : 'text-zinc-500')}
          >
            {/* A line the plan does not include is never drawn with a check mark. */}
            {detail.included ? (
              <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
            ) : (
              <X className="mt-1 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
            )}
            {detail.text}
          </li>
        ))}
      </ul>
    </article>
  );
}

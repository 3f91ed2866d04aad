import { planLines, type Plan } from '@aerie/contract';
import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/money';

export interface PlanCardProps {
  plan: Plan;
  isCurrent: boolean;
  /**
   * The owner's button: "Choose {plan}" for a higher plan (paid now, prorated), "Downgrade" for a lower
   * one while a paid period runs (at its end); none otherwise.
   */
  action: 'upgrade' | 'downgrade' | null;
  isChoosing: boolean;
  /** Another plan's checkout is starting: this card's button waits. */
  isBusy: boolean;
  onChoose: (plan: Plan) => void;
  /** The usage meters, on the current plan's card. */
  usage?: ReactNode;
}

/**
 * One plan of Plan and Pricing (docs/product.md § Billing page): price, the plan table's lines (what the server
 * enforces; a line not included is never drawn with a check mark), the usage on the current plan, and the current plan
 * marked.
 */
export function PlanCard({ plan, isCurrent, action, isChoosing, isBusy, onChoose, usage }: PlanCardProps) {
  return (
    <article
      aria-label={`${plan.name} plan`}
      className={clsx(
        'relative flex flex-col rounded-xl border bg-white p-6 shadow-xs shadow-zinc-900/5',
        isCurrent ? 'border-accent-500 ring-1 ring-accent-500' : 'border-zinc-200',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-zinc-900">{plan.name}</h3>
        {isCurrent && <Badge tone="info">Current plan</Badge>}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-3xl font-semibold tracking-tight text-zinc-900">
          {plan.amount === 0 ? 'Free' : formatPrice(plan.amount, plan.currency)}
        </span>
        {plan.amount > 0 && (
          <span className="text-sm text-zinc-500">/{plan.interval === 'month' ? 'mo' : plan.interval}</span>
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-2.5 border-t border-zinc-100 pt-5">
        {planLines(plan.id, plan.currency).map((line) => (
          <li
            key={line.key}
            className={clsx('flex gap-2.5 text-sm leading-6', line.included ? 'text-zinc-700' : 'text-zinc-500')}
          >
            {line.included ? (
              <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
            ) : (
              <X className="mt-1 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
            )}
            {line.text}
          </li>
        ))}
      </ul>
      {usage && <div className="mt-6 border-t border-zinc-100 pt-5">{usage}</div>}
      {action && (
        <Button
          className="mt-6 w-full"
          variant={action === 'upgrade' ? 'primary' : 'secondary'}
          loading={isChoosing}
          disabled={isBusy}
          onClick={() => onChoose(plan)}
        >
          {action === 'upgrade' ? `Choose ${plan.name}` : `Downgrade to ${plan.name}`}
        </Button>
      )}
    </article>
  );
}

import type { BillingCurrency, PilotPlan } from '@aerie/contract';
import { Check } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { planPrice } from '../pilot-payment';

/**
 * One plan of step one (docs/product.md § Buying a pilot): its name, its monthly price in the currency it is paid in,
 * and what it gives.
 */
export function PilotPlanCard({
  plan,
  currency,
  onChoose,
}: {
  plan: PilotPlan;
  currency: BillingCurrency;
  onChoose: () => void;
}) {
  return (
    <Card className="flex flex-col" aria-labelledby={`plan-${plan.id}`}>
      <h3 id={`plan-${plan.id}`} className="text-base font-semibold text-zinc-900">
        {plan.name}
      </h3>
      <p className="mt-3 text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums">
        {planPrice(plan, currency)}
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-zinc-600">
        {plan.details.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <Button className="mt-6 w-full" onClick={onChoose} aria-label={`Choose the ${plan.name} plan`}>
        Choose plan
      </Button>
    </Card>
  );
}

import { EXPERT_HIRE, type HiredExpert } from '@aerie/contract';
import { CheckCircle2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';

export interface HireSuccessStepsProps {
  hired: HiredExpert;
  onBack: () => void;
}

/** The success view of docs/product.md § Hire a Developer page: what happens next, then Go Back to the form. */
export function HireSuccessSteps({ hired, onBack }: HireSuccessStepsProps) {
  const { hire } = hired;
  const developers = hire.quantity === 1 ? 'one developer' : `${hire.quantity} developers`;
  const steps = [
    {
      title: 'We match you with developers',
      text: `We pick ${developers} for ${hire.days_per_week} ${hire.days_per_week === 1 ? 'day' : 'days'} a week and e-mail you their profiles.`,
    },
    {
      title: 'Kick-off call',
      text: 'We meet your developers with you to agree the first tasks and how you work together.',
    },
    {
      title: `First charge after the ${EXPERT_HIRE.trialDays}-day trial`,
      text: `${formatPrice(hire.amount_per_month, hire.currency)} a month is charged from ${formatDate(hire.trial_ends_at, { style: 'long' })}.`,
    },
  ];
  return (
    <section aria-labelledby="hire-success-title" className="rounded-xl border border-zinc-200 bg-white p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <CheckCircle2 className="size-6 text-emerald-600" aria-hidden="true" />
        <h2 id="hire-success-title" className="text-lg font-semibold text-zinc-900">
          What happens next
        </h2>
      </div>
      <ol className="mt-6 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-50 text-sm font-semibold text-accent-700">
              {index + 1}
            </span>
            <div>
              <p className="text-sm font-semibold text-zinc-900">{step.title}</p>
              <p className="mt-1 text-sm text-zinc-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="mt-8" onClick={onBack}>
        Go Back
      </Button>
    </section>
  );
}

import { EXPERT_HIRE, type ExpertPricingOption } from '@aerie/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';

import { formatPounds, isDeveloperCount, monthlyAmount } from '../hire-amount';

export interface HireChoice {
  option: ExpertPricingOption;
  quantity: number;
  amount: number;
}

export interface HireExpertFormProps {
  options: ExpertPricingOption[];
  /** Only the workspace owner hires; others see the prices with the button off. */
  canHire: boolean;
  onHire: (choice: HireChoice) => void;
}

/**
 * The Hire a Developer form (001 §2, §9): developers 1 to 24 and days per week from the server's options;
 * the monthly amount is the count times the chosen days' price, in pounds, after a 7-day free trial.
 */
export function HireExpertForm({ options, canHire, onHire }: HireExpertFormProps) {
  const [developers, setDevelopers] = useState('1');
  const [planId, setPlanId] = useState(options[0]?.plan_id ?? '');
  const option = options.find((candidate) => candidate.plan_id === planId);
  const count = Number(developers);
  const amount = monthlyAmount(option, count);
  const countError =
    developers !== '' && !isDeveloperCount(count)
      ? `Choose ${EXPERT_HIRE.developersMin} to ${EXPERT_HIRE.developersMax} developers`
      : undefined;

  return (
    <form
      className="space-y-6 rounded-xl border border-zinc-200 bg-white p-6 sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (option && amount !== null) onHire({ option, quantity: count, amount });
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Developers" htmlFor="hire-developers" error={countError}>
          <Input
            id="hire-developers"
            type="number"
            inputMode="numeric"
            min={EXPERT_HIRE.developersMin}
            max={EXPERT_HIRE.developersMax}
            step={1}
            value={developers}
            invalid={!!countError}
            onChange={(event) => setDevelopers(event.target.value)}
          />
        </Field>
        <Field label="Days per week" htmlFor="hire-days">
          <Select id="hire-days" value={planId} onChange={(event) => setPlanId(event.target.value)}>
            {options.map((candidate) => (
              <option key={candidate.plan_id} value={candidate.plan_id}>
                {candidate.days_per_week} {candidate.days_per_week === 1 ? 'day' : 'days'} a week ·{' '}
                {formatPounds(candidate.amount)} per developer
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-col gap-4 border-t border-zinc-100 pt-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-zinc-500">Monthly amount</p>
          <p className="text-3xl font-semibold tracking-tight text-zinc-900" data-testid="hire-amount">
            {amount === null ? '—' : formatPounds(amount)}
            <span className="ml-1 text-sm font-normal text-zinc-500">/ month</span>
          </p>
          <p className="mt-1 text-sm text-emerald-700">
            {EXPERT_HIRE.trialDays}-day free trial: nothing is charged today.
          </p>
        </div>
        <Button type="submit" size="lg" disabled={!canHire || amount === null}>
          Hire
        </Button>
      </div>
    </form>
  );
}

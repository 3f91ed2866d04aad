import { MARKETING } from '@aerie/contract';
import { Calendar, Users } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

import { expertMonthlyUsd, formatUsd } from '../data/pricing';

const DAYS_IN_WEEK = 7;

/** Reads a number input; anything empty or below 1 counts as 1 (the inputs' minimum, 000 §5). */
function atLeastOne(value: string, max = Infinity): number {
  const parsed = Math.floor(Number(value));
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.min(parsed, max);
}

/** The pricing page's expert tab: developers × days per week × the per-developer-day price. */
export function ExpertCalculator() {
  const [developers, setDevelopers] = useState('1');
  const [days, setDays] = useState('1');
  const total = expertMonthlyUsd(atLeastOne(developers), atLeastOne(days, DAYS_IN_WEEK));

  return (
    <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm lg:grid-cols-[1.2fr_1fr]">
      <div className="p-6 sm:p-8">
        <h2 className="text-lg font-semibold text-zinc-900">Hire an expert developer</h2>
        <p className="mt-2 text-sm leading-6 text-zinc-600">
          {formatUsd(MARKETING.expertUsdPerDeveloperDay)}/mo for 1 developer, 1 day per week. Choose how many developers
          you need and how many days a week they work on your project.
        </p>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <Field label="Developers" htmlFor="expert-developers">
            <div className="relative">
              <Users
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
                aria-hidden="true"
              />
              <Input
                id="expert-developers"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={developers}
                onChange={(event) => setDevelopers(event.target.value)}
                onBlur={() => setDevelopers(String(atLeastOne(developers)))}
                className="pl-9"
              />
            </div>
          </Field>
          <Field label="Days per week" htmlFor="expert-days">
            <div className="relative">
              <Calendar
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
                aria-hidden="true"
              />
              <Input
                id="expert-days"
                type="number"
                inputMode="numeric"
                min={1}
                max={DAYS_IN_WEEK}
                step={1}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                onBlur={() => setDays(String(atLeastOne(days, DAYS_IN_WEEK)))}
                className="pl-9"
              />
            </div>
          </Field>
        </div>
      </div>
      <div className="flex flex-col justify-between gap-8 border-t border-zinc-200 bg-zinc-50 p-6 sm:p-8 lg:border-t-0 lg:border-l">
        <div>
          <p className="text-sm font-medium text-zinc-600">Monthly total</p>
          <p className="mt-2 flex items-baseline gap-1" aria-live="polite">
            <span className="text-5xl font-semibold tracking-tight text-zinc-900">{formatUsd(total)}</span>
            <span className="text-sm text-zinc-500">/mo</span>
          </p>
          <p className="mt-2 text-xs text-zinc-500">
            {atLeastOne(developers)} developer{atLeastOne(developers) === 1 ? '' : 's'} ×{' '}
            {atLeastOne(days, DAYS_IN_WEEK)} day
            {atLeastOne(days, DAYS_IN_WEEK) === 1 ? '' : 's'} per week × {formatUsd(MARKETING.expertUsdPerDeveloperDay)}
          </p>
        </div>
        {/* The spec keeps this button inert for now (000 §2: "does nothing yet", no call). */}
        <Button size="lg" className="w-full">
          Hire an Expert
        </Button>
      </div>
    </div>
  );
}

import { Calendar, Users } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

import {
  EXPERT_MAX_DAYS,
  EXPERT_MAX_DEVELOPERS,
  EXPERT_RATE,
  expertMonthlyMinor,
  formatExpertPrice,
} from '../data/expert-price';

/** Reads a number input; anything empty or below 1 counts as 1 (the inputs' minimum, docs/product.md § Pricing page). */
function atLeastOne(value: string, max = Infinity): number {
  const parsed = Math.floor(Number(value));
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.min(parsed, max);
}

/** The pricing page's expert tab: developers × days per week × the per-developer-day price. */
export function ExpertCalculator() {
  const [developers, setDevelopers] = useState('1');
  const [days, setDays] = useState('1');
  const total = expertMonthlyMinor(atLeastOne(developers, EXPERT_MAX_DEVELOPERS), atLeastOne(days, EXPERT_MAX_DAYS));

  return (
    <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm lg:grid-cols-[1.2fr_1fr]">
      <div className="p-6 sm:p-8">
        <h2 className="text-lg font-semibold text-zinc-900">Hire an expert developer</h2>
        <p className="mt-2 text-sm leading-6 text-zinc-600">
          {EXPERT_RATE}/mo for 1 developer, 1 day per week. Choose how many developers you need and how many days a week
          they work on your project.
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
                max={EXPERT_MAX_DEVELOPERS}
                step={1}
                value={developers}
                onChange={(event) => setDevelopers(event.target.value)}
                onBlur={() => setDevelopers(String(atLeastOne(developers, EXPERT_MAX_DEVELOPERS)))}
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
                max={EXPERT_MAX_DAYS}
                step={1}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                onBlur={() => setDays(String(atLeastOne(days, EXPERT_MAX_DAYS)))}
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
            <span className="text-5xl font-semibold tracking-tight text-zinc-900">{formatExpertPrice(total)}</span>
            <span className="text-sm text-zinc-500">/mo</span>
          </p>
          <p className="mt-2 text-xs text-zinc-500">
            {atLeastOne(developers, EXPERT_MAX_DEVELOPERS)} developer
            {atLeastOne(developers, EXPERT_MAX_DEVELOPERS) === 1 ? '' : 's'} × {atLeastOne(days, EXPERT_MAX_DAYS)} day
            {atLeastOne(days, EXPERT_MAX_DAYS) === 1 ? '' : 's'} per week × {EXPERT_RATE}
          </p>
        </div>
        {/* The spec keeps this button inert for now (docs/product.md § Pricing page: "does nothing yet", no call). */}
        <Button size="lg" className="w-full">
          Hire an Expert
        </Button>
      </div>
    </div>
  );
}

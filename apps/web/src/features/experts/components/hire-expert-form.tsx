import { EXPERT_HIRE, type ExpertPricingOption } from '@aerie/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';

import { isDeveloperCount, monthlyAmount } from '../hire-amount';

export interface HireChoice {
  option: ExpertPricingOption;
  quantity: number;
  amount: number;
  /** The brief: what the workspace needs, by when, for which project. */
  brief: { need: string; due_on: string | null; project_id: number | null };
}

export interface HireExpertFormProps {
  options: ExpertPricingOption[];
  /** Only the workspace owner hires; others see the prices with the button off. */
  canHire: boolean;
  /** The workspace's projects, for "Which project". */
  projects: ReadonlyArray<{ id: number; name: string }>;
  onHire: (choice: HireChoice) => void;
}

/** The server's rule for "What you need", said before the card is asked for. */
function needError(need: string): string | undefined {
  if (!need.trim()) return 'What you need is required';
  if (need.trim().length > EXPERT_HIRE.briefNeedMax)
    return `What you need must be at most ${EXPERT_HIRE.briefNeedMax} characters`;
  return undefined;
}

/**
 * The Hire a Developer form (docs/product.md § Hire a Developer page, § Expert pricing): developers 1 to 24 and days
 * per week from the server's options; the monthly amount is the count times the chosen days' price, in pounds, after a
 * 7-day free trial.
 */
export function HireExpertForm({ options, canHire, projects, onHire }: HireExpertFormProps) {
  const [developers, setDevelopers] = useState('1');
  const [need, setNeed] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [projectId, setProjectId] = useState('');
  const [triedToHire, setTriedToHire] = useState(false);
  const briefError = triedToHire || need.length > EXPERT_HIRE.briefNeedMax ? needError(need) : undefined;
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
        setTriedToHire(true);
        if (!option || amount === null || needError(need)) return;
        const brief = { need: need.trim(), due_on: dueOn || null, project_id: projectId ? Number(projectId) : null };
        onHire({ option, quantity: count, amount, brief });
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
                {formatPrice(candidate.amount, candidate.currency)} per developer
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="space-y-5 border-t border-zinc-100 pt-6">
        <Field label="What you need" htmlFor="hire-need" error={briefError}>
          <Textarea
            id="hire-need"
            rows={3}
            value={need}
            invalid={!!briefError}
            aria-describedby={`${briefError ? 'hire-need-error' : 'hire-need-about'} hire-need-count`}
            onChange={(event) => setNeed(event.target.value)}
          />
          <div className="flex items-start justify-between gap-4">
            <p id="hire-need-about" className="text-xs text-zinc-500">
              A few lines for the developers: the work, the stack, how you work.
            </p>
            <CharacterCount id="hire-need-count" length={need.length} limit={EXPERT_HIRE.briefNeedMax} />
          </div>
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="By when (optional)"
            htmlFor="hire-due-on"
            // The native picker writes the browser's format (12/24/2026); the app's is said under it.
            hint={dueOn ? formatDate(`${dueOn}T00:00:00`) : undefined}
          >
            <Input
              id="hire-due-on"
              type="date"
              value={dueOn}
              aria-describedby={dueOn ? 'hire-due-on-hint' : undefined}
              onChange={(event) => setDueOn(event.target.value)}
            />
          </Field>
          <Field
            label="Which project (optional)"
            htmlFor="hire-project"
            hint={projects.length === 0 ? 'This workspace has no projects yet.' : undefined}
          >
            <Select
              id="hire-project"
              value={projectId}
              disabled={projects.length === 0}
              onChange={(event) => setProjectId(event.target.value)}
            >
              <option value="">No particular project</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </div>
      <div className="flex flex-col gap-4 border-t border-zinc-100 pt-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-zinc-500">Monthly amount</p>
          <p className="text-3xl font-semibold tracking-tight text-zinc-900" data-testid="hire-amount">
            {amount === null || !option ? '—' : formatPrice(amount, option.currency)}
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

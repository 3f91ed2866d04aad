import type { TrialEntry } from '@aerie/contract';

import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

/**
 * Free trials in progress, above the payments (issue 25): a charge to come, never a payment — no status
 * of a payment, no reference and no receipt, but when it ends and what will be charged then.
 */
export function TrialEntries({ trials }: { trials: readonly TrialEntry[] }) {
  return (
    <ul aria-label="Free trials" className="divide-y divide-zinc-100 rounded-xl border border-sky-200 bg-sky-50/50">
      {trials.map((trial) => (
        <li
          key={`${trial.type}-${trial.created_at}`}
          className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <p className="text-sm font-medium text-zinc-900">{trial.description}</p>
            <p className="text-sm text-zinc-600">
              Free trial · ends {formatDate(trial.trial_ends_at)} ·{' '}
              <span className="tabular-nums">{formatMoney(trial.amount, trial.currency)}</span> will be charged then
            </p>
          </div>
          <Badge tone="info" className="self-start sm:self-center">
            Free trial
          </Badge>
        </li>
      ))}
    </ul>
  );
}

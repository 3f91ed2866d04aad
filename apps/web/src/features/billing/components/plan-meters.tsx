import { meterLabel, type PlanMeter } from '@aerie/contract';
import { clsx } from 'clsx';

import { usePlanUsage } from '../api/get-plan-usage';

/**
 * The current plan's usage (issue 25): one meter per limit of the plan table, "2 of 3 deployments", with
 * a bar that turns amber when the plan is full. An unlimited one shows the count only; one the plan does
 * not include says so.
 */
export function PlanMeters({ workspaceSlug }: { workspaceSlug: string }) {
  const usage = usePlanUsage(workspaceSlug);
  if (usage.isPending) return <div className="h-28 animate-pulse rounded-lg bg-zinc-50" aria-hidden="true" />;
  // The cards still say what the plan gives; the meters are extra and stay out of the way on a failure.
  if (usage.isError) return <p className="text-sm text-zinc-500">Usage could not be loaded.</p>;
  return (
    <section aria-label="Usage" className="space-y-3">
      <h4 className="text-sm font-medium text-zinc-900">Usage</h4>
      <ul className="space-y-3">
        {usage.data.meters.map((meter) => (
          <MeterRow key={meter.key} meter={meter} />
        ))}
      </ul>
    </section>
  );
}

function MeterRow({ meter }: { meter: PlanMeter }) {
  const label = meterLabel(meter.key, meter.used, meter.limit);
  const { limit, used } = meter;
  const isFull = limit !== null && limit > 0 && used >= limit;
  const status = limit === null ? 'Unlimited' : limit === 0 ? 'Not included' : isFull ? 'Full' : null;
  return (
    <li className="text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-zinc-700">{label}</span>
        {status && (
          <span className={clsx('shrink-0 text-xs', isFull ? 'font-medium text-amber-700' : 'text-zinc-500')}>
            {status}
          </span>
        )}
      </div>
      {limit !== null && limit > 0 && (
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-zinc-100"
        >
          <div
            className={clsx('h-full rounded-full', isFull ? 'bg-amber-500' : 'bg-accent-500')}
            style={{ width: `${Math.min(100, (used / limit) * 100)}%` }}
          />
        </div>
      )}
    </li>
  );
}

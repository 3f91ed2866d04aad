import type { Plan, PlanId, Workspace } from '@aerie/contract';
import { Lock } from 'lucide-react';
import { useState } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

import { usePlanPeriod } from '@/api/get-plan-period';
import { usePlans } from '../api/list-plans';
import { canChangePlan, isUpgrade } from '../plans';
import { PlanCard } from './plan-card';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanMeters } from './plan-meters';

/**
 * Plan and Pricing (docs/product.md § Billing page): the three plans with the workspace's plan marked. The owner may
 * choose a higher plan (the dialog shows the price now, prorated during a paid period, then leaves for the checkout)
 * or, while a paid period runs, a lower one for its end (the dialog lists what becomes read-only).
 */
export function PlanAndPricing({ workspace }: { workspace: Workspace }) {
  const period = usePlanPeriod(workspace.slug);
  const plans = usePlans(period.data?.billing_currency);
  const [target, setTarget] = useState<PlanId | null>(null);
  const current = workspace.subscription.plan;
  const isOwner = canChangePlan(workspace.role);
  const hasPaidPeriod = Boolean(period.data?.renews_at);

  const actionFor = (plan: Plan) => {
    if (!isOwner || plan.id === current) return null;
    if (isUpgrade(current, plan.id)) return 'upgrade' as const;
    // A lower plan already scheduled is shown by the subscription panel, with Resume.
    return hasPaidPeriod && period.data?.scheduled_plan !== plan.id ? ('downgrade' as const) : null;
  };

  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="plans-heading" className="text-base font-semibold text-zinc-900">
            Plan and Pricing
          </h2>
          <p className="mt-1 text-sm text-zinc-500">
            Monthly plans for {workspace.name}. Upgrade whenever you need more.
          </p>
        </div>
        {!isOwner && (
          <p className="inline-flex items-center gap-1.5 text-sm text-zinc-500">
            <Lock className="size-4" aria-hidden="true" />
            Only the workspace owner can change the plan
          </p>
        )}
      </div>

      {plans.error && (
        <Banner tone="error">
          <p>{plans.error.message}</p>
          <Button variant="link" className="mt-1 text-red-800 underline" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </Banner>
      )}

      {plans.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-72 animate-pulse rounded-xl border border-zinc-200 bg-zinc-50" />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {(plans.data ?? []).map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              isCurrent={plan.id === current}
              action={actionFor(plan)}
              isChoosing={false}
              // The dialog is modal: while it is open no other plan can be chosen.
              isBusy={target !== null}
              onChoose={(chosen) => setTarget(chosen.id)}
              usage={plan.id === current ? <PlanMeters workspaceSlug={workspace.slug} /> : undefined}
            />
          ))}
        </div>
      )}
      <PlanChangeDialog workspace={workspace} target={target} onClose={() => setTarget(null)} />
    </section>
  );
}

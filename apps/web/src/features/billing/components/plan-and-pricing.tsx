import type { Plan, Workspace } from '@aerie/contract';
import { Lock } from 'lucide-react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

import { useInitializeTransaction } from '../api/initialize-transaction';
import { usePlans } from '../api/list-plans';
import { canChangePlan, isUpgrade } from '../plans';
import { PlanCard } from './plan-card';
import { PlanMeters } from './plan-meters';

/**
 * Plan and Pricing (001 §2): the three plans with the workspace's plan marked. The owner may choose a
 * higher plan, which starts a subscription payment and leaves for the checkout page.
 */
export function PlanAndPricing({ workspace }: { workspace: Workspace }) {
  const plans = usePlans();
  const initialize = useInitializeTransaction();
  const current = workspace.subscription.plan;
  const isOwner = canChangePlan(workspace.role);

  const choose = (plan: Plan) => {
    // The free plan is never bought (the contract refuses it); it has no button either.
    if (plan.id === 'air') return;
    initialize.mutate({ type: 'subscription', plan_id: plan.id, business_id: workspace.subscription.business_id });
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

      {initialize.error && (
        <Banner tone="error" onDismiss={initialize.reset}>
          {initialize.error.message}
        </Banner>
      )}
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
              canChoose={isOwner && isUpgrade(current, plan.id)}
              isChoosing={!initialize.isIdle && !initialize.isError && initialize.variables?.plan_id === plan.id}
              // Once a checkout starts the page is leaving; no second payment may begin meanwhile.
              isBusy={initialize.isPending || initialize.isSuccess}
              onChoose={choose}
              usage={plan.id === current ? <PlanMeters workspaceSlug={workspace.slug} /> : undefined}
            />
          ))}
        </div>
      )}
    </section>
  );
}

import { CreditCard } from 'lucide-react';

import { EmptyState } from '@/components/ui/empty-state';
import { useDashboardContext } from '@/lib/dashboard-context';

import { BillingHistory } from '../components/billing-history';
import { BillingCurrencyField } from '../components/billing-currency-field';
import { PlanAndPricing } from '../components/plan-and-pricing';
import { SubscriptionPanel } from '../components/subscription-panel';
import { planName } from '../plans';

/** Billing (docs/product.md § Billing page): Plan and Pricing, then the billing history. */
export default function BillingPage() {
  const { workspace } = useDashboardContext();
  if (!workspace) {
    return (
      <div className="mx-auto max-w-5xl">
        <h1 className="mb-6 text-xl font-semibold tracking-tight text-zinc-900">Billing</h1>
        <EmptyState icon={CreditCard} title="No workspace yet" description="Create a workspace to choose a plan." />
      </div>
    );
  }

  return (
    // Keyed by the workspace, so a switch starts from the first page of the other workspace's history.
    <div key={workspace.slug} className="mx-auto max-w-5xl space-y-10">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Billing</h1>
        <p className="mt-1 text-sm text-zinc-500">
          {workspace.name} is on the{' '}
          <span className="font-medium text-zinc-700">{planName(workspace.subscription.plan)}</span> plan.
        </p>
      </div>
      <SubscriptionPanel workspace={workspace} />
      <PlanAndPricing workspace={workspace} />
      <BillingCurrencyField workspace={workspace} />
      <BillingHistory workspace={workspace} />
    </div>
  );
}

import { EXPERT_HIRE, type HiredExpert } from '@aerie/contract';
import { Users } from 'lucide-react';
import { useState } from 'react';

import { usePlanPeriod } from '@/api/get-plan-period';
import { useAllProjects } from '@/api/list-projects';
import { Banner } from '@/components/ui/banner';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useDashboardContext } from '@/lib/dashboard-context';
import { formatPrice } from '@/lib/money';

import { useEngagement } from '../api/expert-engagement';
import { useExpertPricing } from '../api/list-expert-pricing';
import { CardModal } from '../components/card-modal';
import { EngagementView } from '../components/engagement-view';
import { HireExpertForm, type HireChoice } from '../components/hire-expert-form';
import { HireSuccessSteps } from '../components/hire-success-steps';

/**
 * Hire a Developer (docs/product.md § Hire a Developer page): the form with its brief, the card modal, then the steps
 * view with Go Back; a workspace that has hired sees its engagement here instead of a blank form (issue 25).
 */
export default function HireExpertPage() {
  const { workspace } = useDashboardContext();
  // Priced in the workspace's billing currency (issue 25), as the hire is charged.
  const period = usePlanPeriod(workspace?.slug ?? '');
  const pricing = useExpertPricing(period.data?.billing_currency);
  const cheapest = pricing.data?.[0];
  const engagement = useEngagement(workspace?.slug ?? '');
  const projects = useAllProjects(workspace?.slug);
  const [choice, setChoice] = useState<HireChoice | null>(null);
  const [hired, setHired] = useState<HiredExpert | null>(null);

  const header = (
    <div>
      <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Hire a Developer</h1>
      <p className="mt-1 text-sm text-zinc-500">
        Vetted developers join your team for the days you choose
        {cheapest ? `, from ${formatPrice(cheapest.amount, cheapest.currency)} a month each` : ''}. The first{' '}
        {EXPERT_HIRE.trialDays} days are free.
      </p>
    </div>
  );

  if (!workspace) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        {header}
        <EmptyState icon={Users} title="No workspace yet" description="Create a workspace to hire developers." />
      </div>
    );
  }

  const isOwner = workspace.role === 'owner';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {header}
      {hired ? (
        <HireSuccessSteps hired={hired} onBack={() => setHired(null)} />
      ) : engagement.isPending || pricing.isPending || period.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : engagement.isError ? (
        <Banner tone="error">{engagement.error.message}</Banner>
      ) : engagement.data ? (
        <EngagementView hire={engagement.data} workspace={workspace} />
      ) : pricing.isError ? (
        <Banner tone="error">{pricing.error.message}</Banner>
      ) : (
        <>
          {!isOwner && <Banner tone="info">Only the owner of {workspace.name} can hire developers for it.</Banner>}
          <HireExpertForm
            options={pricing.data}
            canHire={isOwner}
            projects={projects.data?.projects.data ?? []}
            onHire={setChoice}
          />
        </>
      )}
      {choice && (
        <CardModal
          open
          onOpenChange={(open) => !open && setChoice(null)}
          hire={{
            quantity: choice.quantity,
            plan_id: choice.option.plan_id,
            business_id: workspace.id,
            ...choice.brief,
          }}
          amountText={`${formatPrice(choice.amount, choice.option.currency)} / month`}
          onHired={(result) => {
            setChoice(null);
            setHired(result);
          }}
        />
      )}
    </div>
  );
}

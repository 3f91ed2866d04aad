import { ArrowLeft, ServerOff, ShieldAlert } from 'lucide-react';
import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useProjectContext, useProjectRole } from '@/lib/project-context';

import { usePilotPlans } from '../api/list-pilot-plans';
import { usePilotTemplates } from '../api/list-pilot-templates';
import { usePlanPeriod } from '@/api/get-plan-period';

import { PilotPlanCard } from '../components/pilot-plan-card';
import { PilotTemplateCard } from '../components/pilot-template-card';
import { PromoCodeModal } from '../components/promo-code-modal';
import { planPrice, readPilotChoice, rememberPilotChoice, type PilotChoice } from '../pilot-payment';

/**
 * AddPilot (docs/product.md § Buying a pilot, `/dashboard/project/hosting/{uid}/add-pilot`): step one chooses a plan,
 * step two a template ('Go back to Pilot Plans' returns to step one); choosing a template opens the promo code dialog,
 * which proceeds to payment. The choice is held locally (docs/product.md § Buying a pilot), so a reload keeps the step.
 */
export default function AddPilotPage() {
  const { project } = useProjectContext();
  const serversRefusal = useProjectRole().refusal('manage servers');
  // Reached by its address only: the Hosting page shows Add Pilot unavailable to a lesser role.
  if (serversRefusal) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title="You can't add a pilot to this project"
        description={serversRefusal}
        action={
          <ButtonLink to={`/dashboard/project/${project.u_id}/hosting`} variant="secondary">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to hosting
          </ButtonLink>
        }
      />
    );
  }
  return <ChoosePilot />;
}

function ChoosePilot() {
  const { project } = useProjectContext();
  const [choice, setChoiceState] = useState<PilotChoice>(() => readPilotChoice(project.u_id));
  const [isPaying, setPaying] = useState(false);
  const plans = usePilotPlans();
  // Priced in the workspace's billing currency, as the payment is (issue 25).
  const period = usePlanPeriod(project.workspace.slug);
  const currency = period.data?.billing_currency;
  const templates = usePilotTemplates(choice.planId !== null);
  const plan = plans.data?.find((candidate) => candidate.id === choice.planId);
  const template = templates.data?.find((candidate) => candidate.id === choice.templateId);

  const setChoice = (next: PilotChoice) => {
    setChoiceState(next);
    rememberPilotChoice(project.u_id, next);
  };
  const hostingPath = `/dashboard/project/${project.u_id}/hosting`;
  const isTemplateStep = choice.planId !== null;

  return (
    <section aria-labelledby="add-pilot-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-medium text-accent-700">Step {isTemplateStep ? 2 : 1} of 2</p>
          <h2 id="add-pilot-heading" className="mt-1 text-lg font-semibold text-zinc-900">
            {isTemplateStep ? 'Choose a template' : 'Choose a pilot plan'}
          </h2>
          <p className="mt-1 text-sm text-zinc-500">
            {isTemplateStep
              ? `What your ${plan ? `${plan.name} ` : ''}pilot starts with. You can install anything else on it later.`
              : 'A pilot is a server we run for you in London, billed monthly.'}
          </p>
        </div>
        {isTemplateStep ? (
          <Button variant="link" onClick={() => setChoice({ planId: null, templateId: null })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Go back to Pilot Plans
          </Button>
        ) : (
          <ButtonLink to={hostingPath} variant="secondary">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to hosting
          </ButtonLink>
        )}
      </div>

      {isTemplateStep ? (
        <div className="relative min-h-56">
          {templates.isError ? (
            <LoadError title="We couldn't load the templates" query={templates} />
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {templates.data?.map((candidate) => (
                <PilotTemplateCard
                  key={candidate.id}
                  template={candidate}
                  onChoose={() => {
                    setChoice({ ...choice, templateId: candidate.id });
                    setPaying(true);
                  }}
                />
              ))}
            </div>
          )}
          <LoadingOverlay show={templates.isPending} label="Loading templates…" />
        </div>
      ) : (
        <div className="relative min-h-56">
          {plans.isError ? (
            <LoadError title="We couldn't load the plans" query={plans} />
          ) : period.isError ? (
            <LoadError title="We couldn't load your billing currency" query={period} />
          ) : plans.data?.length === 0 ? (
            <EmptyState
              icon={ServerOff}
              title="No pilot plans are on offer right now"
              description="Please come back later, or connect a server you already have."
            />
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {currency &&
                plans.data?.map((candidate) => (
                  <PilotPlanCard
                    key={candidate.id}
                    plan={candidate}
                    currency={currency}
                    onChoose={() => setChoice({ planId: candidate.id, templateId: null })}
                  />
                ))}
            </div>
          )}
          <LoadingOverlay show={plans.isPending || period.isPending} label="Loading plans…" />
        </div>
      )}

      <PromoCodeModal
        open={isPaying}
        choice={choice}
        context={{ workspaceId: project.workspace.id, projectUid: project.u_id }}
        summary={
          plan && template
            ? `${plan.name} pilot with ${template.name}, ${planPrice(plan, currency)} before any promo code.`
            : 'Your new pilot.'
        }
        onClose={() => setPaying(false)}
      />
    </section>
  );
}

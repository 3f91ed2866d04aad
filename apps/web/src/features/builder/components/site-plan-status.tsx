import { WEBSITE_PLANS } from '@aerie/contract';
import { useState } from 'react';

import { useWorkspaces } from '@/api/list-workspaces';
import { useProject } from '@/api/get-project';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Button } from '@/components/ui/gated-button';
import { formatDate } from '@/lib/format-date';

import { useInitializeWebsitePlan } from '../api/initialize-website-plan';
import { useCancelSitePlan, useResumeSitePlan } from '../api/site-plan';
import type { BuilderContext } from './builder-editor';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Renew is offered from a week before the paid period ends and through the week of grace after it. */
const RENEWAL_WINDOW_MS = 7 * DAY_MS;
const GRACE_MS = 7 * DAY_MS;

/**
 * The site plan a website is on, with "Paid until …" or "Ends on …" and Cancel plan / Keep plan (issue 25).
 * No card is kept, so nothing renews by itself: Renew pays the next month at the checkout, and an unpaid
 * plan ends a week after its period as a cancelled one does (site-plan-renewals.ts on the server).
 * Cancelling ends the plan at the end of its paid period; the confirmation says what then happens to the
 * custom domain. The plan is on the workspace's bill, so only its owner may change it (the server says 403).
 */
export function SitePlanStatus({ context }: { context: BuilderContext }) {
  const { website, setWebsite } = context;
  const [isConfirming, setConfirming] = useState(false);
  const cancel = useCancelSitePlan();
  const resume = useResumeSitePlan();
  const project = useProject(website.project_uid);
  const workspaces = useWorkspaces();
  const slug = project.data?.workspace.slug;
  const isWorkspaceOwner = workspaces.data?.some((each) => each.slug === slug && each.role === 'owner') ?? false;
  const refusal = isWorkspaceOwner ? undefined : 'Only the workspace owner can change the site plan.';
  const plan = WEBSITE_PLANS.find((each) => each.id === website.plan);
  const until = formatDate(website.plan_paid_until);
  const renew = useInitializeWebsitePlan();
  const paidUntil = website.plan_paid_until ? new Date(website.plan_paid_until).getTime() : null;
  const isCancelled = website.plan_cancel_at_period_end;
  const isInGrace = !isCancelled && paidUntil !== null && paidUntil <= Date.now();
  const isRenewalDue = !isCancelled && paidUntil !== null && paidUntil - Date.now() < RENEWAL_WINDOW_MS;
  const status = isCancelled ? `Ends on ${until}` : isInGrace ? `Unpaid since ${until}` : `Paid until ${until}`;
  const domain = website.custom_domain ?? website.pending_domain;

  const confirmCancel = () =>
    cancel.mutate(website.uuid, {
      onSuccess: ({ data }) => {
        setWebsite(data);
        setConfirming(false);
      },
    });

  return (
    <div className="flex flex-col gap-1.5 rounded-md border border-zinc-200 bg-white p-2 text-xs">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-zinc-900">{plan?.name ?? 'Site plan'}</span>
        <span className={isCancelled || isInGrace ? 'text-amber-700' : 'text-zinc-600'}>{status}</span>
      </div>
      {isInGrace && paidUntil !== null && (
        <p className="text-amber-700">
          The plan keeps working until {formatDate(new Date(paidUntil + GRACE_MS))}; renew before then, else it ends and{' '}
          {domain ?? 'the custom domain'} stops serving the site.
        </p>
      )}
      {isRenewalDue && (
        <Button
          size="sm"
          loading={renew.isPending || renew.isSuccess}
          disabledReason={refusal ?? (project.data ? undefined : 'Loading the project…')}
          onClick={() =>
            project.data &&
            renew.mutate({
              planId: website.plan,
              websiteUuid: website.uuid,
              projectUid: website.project_uid,
              workspaceId: project.data.workspace.id,
            })
          }
        >
          Renew plan
        </Button>
      )}
      {renew.isError && (
        <p role="alert" className="text-red-600">
          {renew.error.message}
        </p>
      )}
      {website.plan_cancel_at_period_end ? (
        <>
          <p className="text-zinc-600">
            After {until} the site stays on its Aerie address and{' '}
            {domain ? `${domain} stops serving it` : 'no custom domain can be used'}.
          </p>
          <Button
            size="sm"
            variant="secondary"
            loading={resume.isPending}
            disabledReason={refusal}
            onClick={() => resume.mutate(website.uuid, { onSuccess: ({ data }) => setWebsite(data) })}
          >
            Keep plan
          </Button>
        </>
      ) : (
        <Button size="sm" variant="secondary" disabledReason={refusal} onClick={() => setConfirming(true)}>
          Cancel plan
        </Button>
      )}
      {resume.isError && (
        <p role="alert" className="text-red-600">
          {resume.error.message}
        </p>
      )}
      <ConfirmModal
        open={isConfirming}
        title="Cancel the site plan?"
        confirmLabel="Cancel plan"
        cancelLabel="Go back"
        isPending={cancel.isPending}
        failure={cancel.isError ? cancel.error.message : null}
        onConfirm={confirmCancel}
        onCancel={() => {
          cancel.reset();
          setConfirming(false);
        }}
      >
        <p>
          The plan ends at the end of its paid period, on {until}. Until then {domain ?? 'your custom domain'} keeps
          working.
        </p>
        <p>
          After that the site is still published on its Aerie address ({new URL(website.site_address).host}), and the
          custom domain stops serving it. The domain stays saved: buy the plan again and it comes back.
        </p>
        <p>You can keep the plan at any time before {until}.</p>
      </ConfirmModal>
    </div>
  );
}

import type { PlanId, Workspace } from '@aerie/contract';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';

import { usePlanPeriod } from '@/api/get-plan-period';
import { useInitializeTransaction } from '../api/initialize-transaction';
import { useResumePlan } from '../api/resume-plan';
import { canChangePlan, planName } from '../plans';
import { PlanChangeDialog } from './plan-change-dialog';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Renew is offered from this long before the paid period ends. */
const RENEWAL_WINDOW_MS = 7 * DAY_MS;
/** An unrenewed plan keeps working this long after its period, then moves to Air (plan-renewals.ts). */
const GRACE_MS = 7 * DAY_MS;

/** What the period line says. No card is kept, so nothing "renews": a period is paid until a date. */
function periodText(plan: PlanId, renewsAt: string | null, scheduled: PlanId | null, now: number): string {
  if (!renewsAt) return 'Free, with nothing to pay.';
  if (scheduled) return `Ends on ${formatDate(renewsAt)} — moves to ${planName(scheduled)}.`;
  const end = new Date(renewsAt).getTime();
  if (end > now) return `Paid until ${formatDate(renewsAt)}. Renew before then to keep ${planName(plan)}.`;
  const lapses = formatDate(new Date(end + GRACE_MS).toISOString());
  return `The period ended on ${formatDate(renewsAt)} unpaid. ${planName(plan)} keeps working until ${lapses}; renew before then, else the workspace moves to Air.`;
}

/**
 * The workspace's subscription (issue 25): the plan and until when it is paid — or when it ends and what
 * it moves to, with Resume — Renew from a week before the end and through the grace, and Cancel, which
 * asks first with what would become read-only.
 */

export function SubscriptionPanel({ workspace }: { workspace: Workspace }) {
  const period = usePlanPeriod(workspace.slug);
  const resume = useResumePlan(workspace.slug);
  const [target, setTarget] = useState<PlanId | null>(null);
  const isOwner = canChangePlan(workspace.role);
  const plan = period.data?.plan ?? workspace.subscription.plan;
  const scheduled = period.data?.scheduled_plan ?? null;
  const renewsAt = period.data?.renews_at ?? null;
  const renew = useInitializeTransaction();
  // No card is kept: each month is paid at the checkout, so the last week of a period (and the grace after
  // it) offers to pay the next.
  const isInGrace = Boolean(renewsAt && !scheduled && plan !== 'air' && new Date(renewsAt).getTime() <= Date.now());
  const isRenewalDue = Boolean(renewsAt && !scheduled && new Date(renewsAt).getTime() - Date.now() < RENEWAL_WINDOW_MS);

  return (
    <Card aria-labelledby="subscription-heading" role="region" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="subscription-heading" className="text-base font-semibold text-zinc-900">
              {planName(plan)} plan
            </h2>
            {scheduled && <Badge tone="warning">Ending</Badge>}
            {isInGrace && <Badge tone="warning">Unpaid</Badge>}
          </div>
          <p className="flex items-start gap-1.5 text-sm text-zinc-600">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
            <span>
              {period.isPending ? 'Loading your billing period…' : periodText(plan, renewsAt, scheduled, Date.now())}
            </span>
          </p>
        </div>
        {isOwner && renewsAt && (
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            {scheduled ? (
              <Button onClick={() => resume.mutate()} loading={resume.isPending}>
                Resume {planName(plan)}
              </Button>
            ) : (
              <>
                {isRenewalDue && plan !== 'air' && (
                  <Button
                    loading={renew.isPending || renew.isSuccess}
                    onClick={() =>
                      renew.mutate({
                        type: 'subscription',
                        plan_id: plan,
                        business_id: workspace.subscription.business_id,
                      })
                    }
                  >
                    Renew {planName(plan)}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => setTarget('air')}>
                  Cancel plan
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      {!isOwner && plan !== 'air' && (
        <p className="text-sm text-zinc-500">Only the workspace owner can cancel or change the plan.</p>
      )}
      {scheduled && (
        <p className="text-sm text-zinc-500">
          Everything keeps working until then. Resume to stay on {planName(plan)} after that date.
        </p>
      )}
      {period.error && <Banner tone="error">{period.error.message}</Banner>}
      {renew.error && (
        <Banner tone="error" onDismiss={renew.reset}>
          {renew.error.message}
        </Banner>
      )}
      {resume.error && (
        <Banner tone="error" onDismiss={resume.reset}>
          {resume.error.message}
        </Banner>
      )}
      <PlanChangeDialog workspace={workspace} target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}

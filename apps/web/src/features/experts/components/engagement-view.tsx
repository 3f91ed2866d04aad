import type { ExpertHire, Workspace } from '@aerie/contract';
import { Briefcase } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { UnavailableButton } from '@/components/ui/unavailable-button';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';

import { useEngagementAction } from '../api/expert-engagement';
import { cancellationTerms, daysLeft, engagementStatus, nextCharge } from '../engagement-terms';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-zinc-500">{term}</dt>
      <dd className="text-sm text-zinc-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * The workspace's engagement (issue 25), instead of a blank form for a monthly commitment: its status,
 * the trial's end, the monthly amount, what is left of the period, the brief, and cancel or resume (the
 * owner's, as hiring is).
 */
export function EngagementView({ hire, workspace }: { hire: ExpertHire; workspace: Workspace }) {
  const [isConfirming, setConfirming] = useState(false);
  const cancel = useEngagementAction(workspace.slug, 'cancel');
  const resume = useEngagementAction(workspace.slug, 'resume');
  const status = engagementStatus(hire);
  const isOwner = workspace.role === 'owner';
  const hasEnded = hire.status === 'cancelled';
  const developers = hire.quantity === 1 ? '1 developer' : `${hire.quantity} developers`;
  const left = daysLeft(hire);
  const ownerOnly = `Only the owner of ${workspace.name} can change the engagement.`;

  return (
    <section aria-labelledby="engagement-title" className="rounded-xl border border-zinc-200 bg-white p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Briefcase className="size-6 text-accent-600" aria-hidden="true" />
          <h2 id="engagement-title" className="text-lg font-semibold text-zinc-900">
            Your expert engagement
          </h2>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>

      {resume.isError && <Banner tone="error">{resume.error.message}</Banner>}

      <dl className="mt-4 divide-y divide-zinc-100">
        <Row term="Developers">
          {developers}, {hire.days_per_week} {hire.days_per_week === 1 ? 'day' : 'days'} a week
        </Row>
        <Row term="Monthly amount">{formatPrice(hire.amount_per_month, hire.currency)} / month</Row>
        <Row term="Trial">
          {/* The server's status says whether it is over (its clock, not the browser's). */}
          {hire.status === 'trialing' ? 'Ends' : 'Ended'} on {formatDate(hire.trial_ends_at)}
        </Row>
        {!hasEnded && (
          <Row term={hire.status === 'trialing' ? 'Left of the trial' : 'Left of this month'}>
            {left === 1 ? '1 day' : `${left} days`}, until {formatDate(hire.period_ends_at)}
          </Row>
        )}
        <Row term="Next charge">{nextCharge(hire)}</Row>
        <Row term="What you need">
          <p className="whitespace-pre-line break-words">{hire.brief.need || '—'}</p>
        </Row>
        <Row term="By when">{hire.brief.due_on ? formatDate(`${hire.brief.due_on}T00:00:00`) : 'No date given'}</Row>
        <Row term="Project">{hire.brief.project?.name ?? 'No particular project'}</Row>
      </dl>

      {!hasEnded && (
        <div className="mt-6 flex flex-wrap gap-3 border-t border-zinc-100 pt-6">
          {hire.cancel_at_period_end ? (
            isOwner ? (
              <Button loading={resume.isPending} onClick={() => resume.mutate(workspace.id)}>
                Resume engagement
              </Button>
            ) : (
              <UnavailableButton reason={ownerOnly} buttonClassName={buttonClasses()}>
                Resume engagement
              </UnavailableButton>
            )
          ) : isOwner ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Cancel engagement
            </Button>
          ) : (
            <UnavailableButton reason={ownerOnly} buttonClassName={buttonClasses({ variant: 'secondary' })}>
              Cancel engagement
            </UnavailableButton>
          )}
        </div>
      )}

      <ConfirmModal
        open={isConfirming}
        title="Cancel the engagement?"
        confirmLabel="Cancel engagement"
        isPending={cancel.isPending}
        failure={cancel.isError ? cancel.error.message : null}
        onConfirm={() => cancel.mutate(workspace.id, { onSuccess: () => setConfirming(false) })}
        onCancel={() => {
          cancel.reset();
          setConfirming(false);
        }}
      >
        <p>{cancellationTerms(hire)}</p>
        {hire.status !== 'past_due' && <p>You can resume it until then.</p>}
      </ConfirmModal>
    </section>
  );
}

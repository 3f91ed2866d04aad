import type { PlanChangePreview, PlanId, Workspace } from '@aerie/contract';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

import { useInitializeTransaction } from '../api/initialize-transaction';
import { usePlanChangePreview } from '../api/preview-plan-change';
import { useSchedulePlanChange } from '../api/schedule-plan-change';
import { planName } from '../plans';

export interface PlanChangeDialogProps {
  workspace: Workspace;
  /** The plan being chosen; null keeps the dialog closed. */
  target: PlanId | null;
  onClose: () => void;
}

/**
 * Confirms a plan change with what the server says it will do, before anything happens (issue 25): an
 * upgrade's price now (prorated: the credit and the kept renewal date) before leaving for the checkout;
 * a downgrade's date and what becomes read-only — nothing is deleted.
 */
export function PlanChangeDialog({ workspace, target, onClose }: PlanChangeDialogProps) {
  const slug = workspace.slug;
  const preview = usePlanChangePreview(slug, target);
  const schedule = useSchedulePlanChange(slug);
  const initialize = useInitializeTransaction();
  const current = planName(workspace.subscription.plan);
  const data = preview.data;
  const isUpgrade = data?.kind === 'upgrade';
  const isCancel = target === 'air';
  const pending = schedule.isPending || initialize.isPending || initialize.isSuccess;
  const failure = schedule.error?.message ?? initialize.error?.message ?? null;

  const close = () => {
    if (pending) return;
    schedule.reset();
    initialize.reset();
    onClose();
  };
  const confirm = () => {
    if (!target || !data) return;
    if (isUpgrade) {
      if (target === 'air') return;
      initialize.mutate({ type: 'subscription', plan_id: target, business_id: workspace.subscription.business_id });
    } else schedule.mutate(target, { onSuccess: onClose });
  };

  const title = !target
    ? ''
    : isCancel
      ? `Cancel the ${current} plan?`
      : data?.kind === 'downgrade'
        ? `Downgrade to ${planName(target)}?`
        : `Upgrade to ${planName(target)}?`;
  const confirmLabel = isUpgrade
    ? 'Continue to payment'
    : isCancel
      ? 'Cancel at period end'
      : 'Downgrade at period end';

  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {isCancel ? 'Keep my plan' : 'Back'}
          </Button>
          <Button
            variant={isUpgrade ? 'primary' : 'danger'}
            onClick={confirm}
            loading={pending}
            disabled={!data || data.amount < 0}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-zinc-600">
        {failure && <Banner tone="error">{failure}</Banner>}
        {preview.isPending && target && (
          <p className="flex items-center gap-2">
            <Spinner className="size-4" /> Working out what changes…
          </p>
        )}
        {preview.error && <Banner tone="error">{preview.error.message}</Banner>}
        {data &&
          (isUpgrade ? (
            <UpgradeTerms preview={data} current={current} />
          ) : (
            <DowngradeTerms preview={data} current={current} />
          ))}
      </div>
    </Modal>
  );
}

function UpgradeTerms({ preview, current }: { preview: PlanChangePreview; current: string }) {
  const money = (amount: number) => formatMoney(amount, preview.currency);
  const target = planName(preview.plan);
  if (!preview.prorated) {
    return (
      <div className="space-y-3">
        <dl className="rounded-lg border border-zinc-200 bg-zinc-50 p-4">
          <Line label="Due today" value={money(preview.amount)} strong />
        </dl>
        <p>{target} starts when the payment goes through and is paid for a month.</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p>
        You pay only for the days left in this period. Your period still ends on{' '}
        <span className="font-medium text-zinc-900">{formatDate(preview.renews_at)}</span>.
      </p>
      <dl className="space-y-2 rounded-lg border border-zinc-200 bg-zinc-50 p-4">
        <Line
          label={`${target} until ${formatDate(preview.renews_at)}`}
          value={money(preview.amount + preview.credit)}
        />
        <Line label={`Credit for unused ${current} days`} value={`−${money(preview.credit)}`} />
        <Line label="Due today" value={money(preview.amount)} strong />
      </dl>
    </div>
  );
}

function DowngradeTerms({ preview, current }: { preview: PlanChangePreview; current: string }) {
  const target = planName(preview.plan);
  const { projects, deployments, push_deployments: pushDeployments, own_servers: ownServers } = preview.over_limit;
  const isOver = projects.length || deployments.length || pushDeployments.length || ownServers.length;
  return (
    <div className="space-y-3">
      <p>
        Your workspace stays on {current} until{' '}
        <span className="font-medium text-zinc-900">{formatDate(preview.effective_at)}</span>, then moves to {target}.
        Nothing is charged. You can resume before then.
      </p>
      <p className={isOver ? 'text-amber-800' : undefined}>{preview.summary}</p>
      <OverList title="Projects that become read-only" items={projects.map((project) => project.name)} />
      <OverList
        title="Deployments that stop running"
        items={deployments.map((deployment) => `${deployment.slug} (${deployment.project})`)}
      />
      <OverList
        title="Deployments that stop deploying on push"
        items={pushDeployments.map((deployment) => `${deployment.slug} (${deployment.project})`)}
      />
      <OverList
        title="Own servers whose deployments stop (they stay connected)"
        items={ownServers.map((server) => `${server.name} (${server.project})`)}
      />
    </div>
  );
}

function OverList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className="font-medium text-zinc-900">{title}</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {items.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 font-semibold text-zinc-900' : 'flex justify-between gap-4'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

import { WEBHOOK_RULES, type Webhook } from '@aerie/contract';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { RoleNote } from '@/components/ui/role-note';
import { useProjectContext, useProjectRole } from '@/lib/project-context';

import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { WebhookCard } from '../components/webhook-card';
import { WebhookFormModal } from '../components/webhook-form-modal';
import { WebhookSecretModal } from '../components/webhook-secret-modal';

/**
 * The project's outgoing webhooks (issue 26 §3, route ProjectWebhooks): each with Send test, its secret,
 * edit, delete and its delivery log. A maintainer or above configures them (contract ROLE_TABLE); anyone
 * else is told why instead of being sent a refusal.
 */
export default function WebhooksPage() {
  const { project } = useProjectContext();
  const refusal = useProjectRole().refusal('configure webhooks');
  const webhooks = useWebhooks(project.u_id, !refusal);
  const remove = useDeleteWebhook(project.u_id);
  const [editing, setEditing] = useState<{ webhook: Webhook | null } | null>(null);
  const [secretOf, setSecretOf] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  if (refusal) {
    return (
      <EmptyState
        icon={WebhookIcon}
        title="Webhooks"
        description="Webhooks send this project's events to other services."
        action={<RoleNote>{refusal}</RoleNote>}
      />
    );
  }
  if (webhooks.isError) return <LoadError title="We couldn't load the webhooks" query={webhooks} />;
  const list = webhooks.data ?? [];
  const isFull = list.length >= WEBHOOK_RULES.maxPerProject;
  const add = (
    <Button onClick={() => setEditing({ webhook: null })} disabled={isFull}>
      <Plus className="size-4" aria-hidden="true" />
      Add webhook
    </Button>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-zinc-900">Webhooks</h2>
          <p className="mt-1 max-w-2xl text-sm text-zinc-500">
            Aerie POSTs this project&apos;s events to your URLs, signed with each webhook&apos;s secret, and retries for
            a day when a receiver does not answer 2xx.
            {isFull && ` A project can have at most ${WEBHOOK_RULES.maxPerProject} webhooks.`}
          </p>
        </div>
        {list.length > 0 && add}
      </div>
      {webhooks.isPending ? (
        <p className="text-sm text-zinc-500">Loading webhooks…</p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={WebhookIcon}
          title="No webhooks yet"
          description="Send deployments, orders, pushes and more to Slack, Discord or your own endpoint."
          action={add}
        />
      ) : (
        <div className="space-y-4">
          {list.map((webhook) => (
            <WebhookCard
              key={webhook.id}
              projectUid={project.u_id}
              webhook={webhook}
              onEdit={() => setEditing({ webhook })}
              onShowSecret={() => setSecretOf(webhook.id)}
              onDelete={() => setDeleting(webhook)}
            />
          ))}
        </div>
      )}
      <WebhookFormModal
        open={editing !== null}
        projectUid={project.u_id}
        webhook={editing?.webhook ?? null}
        onClose={() => setEditing(null)}
      />
      <WebhookSecretModal webhookId={secretOf} onClose={() => setSecretOf(null)} />
      <ConfirmModal
        open={deleting !== null}
        title="Delete webhook"
        confirmLabel="Delete webhook"
        isPending={remove.isPending}
        failure={remove.error?.message ?? null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        <p className="text-sm text-zinc-700">
          Deliveries to <span className="font-mono break-all">{deleting?.url}</span> stop, and its delivery log is
          deleted.
        </p>
      </ConfirmModal>
    </div>
  );
}

import { WEBHOOK_FORMAT_LABELS, type Webhook } from '@aerie/contract';
import { KeyRound, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { formatDate } from '@/lib/format-date';

import { useSendTestWebhook } from '../api/send-test-webhook';
import { DELIVERY_STATUS } from '../delivery-display';
import { eventLabel } from '../webhook-events';
import { DeliveryLog } from './delivery-log';

export interface WebhookCardProps {
  projectUid: string;
  webhook: Webhook;
  onEdit: () => void;
  onShowSecret: () => void;
  onDelete: () => void;
}

/** One webhook: where it sends, what and how; its actions; and its delivery log, opened on demand. */
export function WebhookCard({ projectUid, webhook, onEdit, onShowSecret, onDelete }: WebhookCardProps) {
  const sendTest = useSendTestWebhook(projectUid);
  // One notice for the card: a refused send no longer shows beside an earlier redelivery's "queued".
  const notice = useNotice(5000);
  const [isLogOpen, setLogOpen] = useState(false);
  const last = webhook.last_delivery;
  const lastStatus = last ? DELIVERY_STATUS[last.status as keyof typeof DELIVERY_STATUS] : null;

  return (
    <Card padding="md" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <p className="font-mono text-sm break-all text-zinc-900">{webhook.url}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge tone={webhook.active ? 'active' : 'inactive'}>{webhook.active ? 'Active' : 'Paused'}</Badge>
            <Badge>{WEBHOOK_FORMAT_LABELS[webhook.format]}</Badge>
            {lastStatus && last && (
              <span className="text-xs text-zinc-500">
                Last delivery: {lastStatus.label.toLowerCase()}
                {last.response_status !== null && ` (HTTP ${last.response_status})`},{' '}
                {formatDate(last.created_at, { style: 'dateTime' })}
              </span>
            )}
          </div>
          <p className="mt-2 text-sm text-zinc-600">{webhook.events.map(eventLabel).join(' · ')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              sendTest.mutate(webhook.id, {
                onSuccess: (response) => {
                  notice.show(response.message);
                  setLogOpen(true);
                },
                onError: (error) => notice.show(error.message, 'error'),
              })
            }
            loading={sendTest.isPending}
            disabled={!webhook.active}
          >
            <Send className="size-4" aria-hidden="true" />
            Send test
          </Button>
          <Button variant="secondary" size="sm" onClick={onShowSecret}>
            <KeyRound className="size-4" aria-hidden="true" />
            Secret
          </Button>
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit webhook ${webhook.url}`}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete webhook ${webhook.url}`}>
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <NoticeBanner notice={notice} />
      <div>
        <Button variant="link" size="sm" onClick={() => setLogOpen((open) => !open)} aria-expanded={isLogOpen}>
          {isLogOpen ? 'Hide delivery log' : 'Show delivery log'}
        </Button>
        {isLogOpen && (
          <div className="mt-3">
            <DeliveryLog projectUid={projectUid} webhookId={webhook.id} notice={notice} />
          </div>
        )}
      </div>
    </Card>
  );
}

import type { WebhookDelivery } from '@aerie/contract';
import { ChevronRight, RotateCw } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import type { NoticeState } from '@/components/ui/use-notice';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';

import { useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { useRedeliverWebhook } from '../api/redeliver-webhook';
import { attemptOutcome, DELIVERY_STATUS, readableBody } from '../delivery-display';

/**
 * A webhook's delivery log, newest first: status, event, time, the last answer and how many attempts;
 * each opens to show the body sent and every attempt with the receiver's answer, and offers Redeliver. How a
 * redelivery went shows in the card's `notice`, which Send test uses too: the newest answer replaces the last.
 */
export function DeliveryLog({
  projectUid,
  webhookId,
  notice,
}: {
  projectUid: string;
  webhookId: number;
  notice: NoticeState;
}) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries({ projectUid, webhookId, page });
  const redeliver = useRedeliverWebhook(projectUid);

  if (deliveries.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-500">
        <Spinner /> Loading deliveries…
      </p>
    );
  if (deliveries.isError) return <LoadError title="We couldn't load the deliveries" query={deliveries} />;
  const { data, last_page: pageCount } = deliveries.data;
  const onRedeliver = (delivery: WebhookDelivery) =>
    redeliver.mutate(delivery.id, {
      onSuccess: (response) => notice.show(response.message),
      onError: (error) => notice.show(error.message, 'error'),
    });

  return (
    <section aria-label="Delivery log" className="space-y-3">
      {data.length === 0 ? (
        <p className="text-sm text-zinc-500">No deliveries yet. Send a test event to see one here.</p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
          {data.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              isRedelivering={redeliver.isPending && redeliver.variables === delivery.id}
              onRedeliver={() => onRedeliver(delivery)}
            />
          ))}
        </ul>
      )}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
    </section>
  );
}

function DeliveryRow({
  delivery,
  isRedelivering,
  onRedeliver,
}: {
  delivery: WebhookDelivery;
  isRedelivering: boolean;
  onRedeliver: () => void;
}) {
  const status = DELIVERY_STATUS[delivery.status];
  const last = delivery.attempts.at(-1);
  return (
    <li>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-sm hover:bg-zinc-50 [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="size-4 shrink-0 text-zinc-400 transition-transform group-open:rotate-90"
            aria-hidden="true"
          />
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className="font-mono text-xs text-zinc-900">{delivery.event}</span>
          <span className="text-zinc-500">{formatDate(delivery.created_at, { style: 'dateTime' })}</span>
          <span className="text-zinc-700 sm:ml-auto">{attemptOutcome(last)}</span>
          <span className="text-zinc-500">
            {delivery.attempts.length} attempt{delivery.attempts.length === 1 ? '' : 's'}
          </span>
        </summary>
        <div className="space-y-4 border-t border-zinc-100 bg-zinc-50/60 px-3 py-3 sm:px-9">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-zinc-500">
              Aerie-Delivery <span className="font-mono break-all">{delivery.uuid}</span>
              {delivery.next_attempt_at &&
                ` · next attempt ${formatDate(delivery.next_attempt_at, { style: 'dateTime' })}`}
            </p>
            <Button variant="secondary" size="sm" onClick={onRedeliver} loading={isRedelivering}>
              <RotateCw className="size-4" aria-hidden="true" />
              Redeliver
            </Button>
          </div>
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">Body sent</h4>
            <pre className="mt-1 max-h-64 overflow-auto rounded-md border border-zinc-200 bg-white p-2 font-mono text-xs break-words whitespace-pre-wrap text-zinc-800">
              {readableBody(delivery.body)}
            </pre>
          </div>
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">Attempts</h4>
            {delivery.attempts.length === 0 ? (
              <p className="mt-1 text-sm text-zinc-500">Waiting for the first attempt.</p>
            ) : (
              <ol className="mt-1 space-y-2">
                {delivery.attempts.map((attempt) => (
                  <li key={attempt.id} className="rounded-md border border-zinc-200 bg-white p-2 text-sm">
                    <p className="flex flex-wrap gap-x-3 gap-y-0.5">
                      <span className="font-medium text-zinc-900">{attemptOutcome(attempt)}</span>
                      <span className="text-zinc-500">{formatDate(attempt.attempted_at, { style: 'dateTime' })}</span>
                      <span className="text-zinc-500">{attempt.duration_ms} ms</span>
                      {attempt.redelivery && <Badge tone="info">Redelivery</Badge>}
                    </p>
                    {attempt.response_body && (
                      <pre className="mt-1 max-h-32 overflow-auto font-mono text-xs whitespace-pre-wrap break-all text-zinc-600">
                        {attempt.response_body}
                      </pre>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </details>
    </li>
  );
}

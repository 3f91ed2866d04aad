import type { Order, Refund } from '@aerie/contract';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

const TONE: Record<Refund['status'], BadgeTone> = { pending: 'warning', succeeded: 'success', failed: 'danger' };
const LABEL: Record<Refund['status'], string> = { pending: 'Pending', succeeded: 'Refunded', failed: 'Refused' };

/** Each refund of the order: when, by whom, how much, for what, and why a refused one was refused. */
export function OrderRefunds({ order }: { order: Order }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <Card>
      <CardHeader title="Refunds" description={`${money(order.refunded)} refunded`} />
      <ol className="space-y-4 text-sm">
        {order.refunds.map((refund) => (
          <li key={refund.uuid} className="space-y-1">
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold text-zinc-900">{money(refund.amount)}</span>
              <Badge tone={TONE[refund.status]}>{LABEL[refund.status]}</Badge>
            </div>
            <p className="text-zinc-500">
              {formatDate(refund.created_at, { style: 'dateTime' })} · {refund.created_by ?? 'Automatic'}
              {refund.restock && ' · restocked'}
            </p>
            <ul className="text-zinc-600">
              {refund.lines.map((line) => (
                <li key={line.line_id} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    {line.quantity} × {line.product_name}
                  </span>
                  <span>{money(line.amount)}</span>
                </li>
              ))}
              {refund.shipping > 0 && (
                <li className="flex justify-between gap-3">
                  <span>Shipping</span>
                  <span>{money(refund.shipping)}</span>
                </li>
              )}
              {refund.extra > 0 && (
                <li className="flex justify-between gap-3">
                  <span>Other amount</span>
                  <span>{money(refund.extra)}</span>
                </li>
              )}
            </ul>
            {refund.reason && <p className="text-zinc-600">“{refund.reason}”</p>}
            {refund.failure && <p className="text-red-700">{refund.failure}</p>}
          </li>
        ))}
      </ol>
    </Card>
  );
}

import { orderTotalsRows, type TotalsRow } from '@aerie/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

import { useOrder } from '../api/get-order';
import { useUpdateOrderStatus, type OrderStatusChange } from '../api/update-order-status';
import { OrderStatusBadge } from '../components/order-status-badge';
import { PageHeader } from '../components/page-header';
import { ShipOrderDialog } from '../components/ship-order-dialog';

/** The buttons each status offers: the transitions the server allows (paid → shipped → delivered, or cancel). */
const NEXT: Record<
  string,
  Array<{ to: OrderStatusChange; label: string; variant: 'primary' | 'danger' | 'secondary' }>
> = {
  pending: [{ to: 'cancelled', label: 'Cancel order', variant: 'danger' }],
  paid: [
    { to: 'shipped', label: 'Mark as shipped', variant: 'primary' },
    { to: 'cancelled', label: 'Cancel and restock', variant: 'danger' },
  ],
  shipped: [{ to: 'delivered', label: 'Mark as delivered', variant: 'primary' }],
};

const TOTALS_ROW_CLASS: Record<TotalsRow['kind'], string> = {
  subtotal: 'flex justify-between text-zinc-600',
  discount: 'flex justify-between text-emerald-700',
  shipping: 'flex justify-between text-zinc-600',
  tax: 'flex justify-between text-zinc-600',
  total: 'flex justify-between font-semibold text-zinc-900',
  'tax-included': 'flex justify-between text-xs text-zinc-500',
};

export function OrderPage() {
  const { uuid = '' } = useParams();
  const order = useOrder(uuid);
  const change = useUpdateOrderStatus();
  const [isShipping, setIsShipping] = useState(false);
  const [shippedMessage, setShippedMessage] = useState<string | null>(null);
  if (order.isPending) return <Spinner className="size-6" />;
  if (order.isError) return <p className="text-sm text-red-700">{order.error.message}</p>;
  const data = order.data;
  const money = (minor: number) => formatMoney(minor, data.currency);
  const address = data.shipping_address;
  const timeline = [
    ['Placed', data.created_at],
    ['Paid', data.paid_at],
    ['Shipped', data.shipped_at],
    ['Delivered', data.delivered_at],
    ['Cancelled', data.cancelled_at],
  ].filter(([, at]) => at) as Array<[string, string]>;
  return (
    <>
      <PageHeader
        title={`Order #${data.number}`}
        description={formatDate(data.created_at, { style: 'dateTime' })}
        action={
          <Link to="/admin/orders" className="text-sm font-medium text-accent-600 hover:text-accent-700">
            All orders
          </Link>
        }
      />
      <div className="mb-4 space-y-3 empty:hidden">
        {change.isSuccess && <Banner tone="success">{change.data.message}</Banner>}
        {shippedMessage && !change.isSuccess && <Banner tone="success">{shippedMessage}</Banner>}
        {change.isError && (
          <Banner tone="error" onDismiss={() => change.reset()}>
            {change.error.message}
          </Banner>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Items" action={<OrderStatusBadge status={data.status} />} />
          <ul className="divide-y divide-zinc-200">
            {data.lines.map((line, index) => (
              <li key={index} className="flex justify-between gap-3 py-3 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium text-zinc-900">{line.product_name}</span>
                  <span className="block text-zinc-500">
                    {line.variant_name} · {line.quantity} × {money(line.unit_price)}
                  </span>
                </span>
                <span className="font-medium text-zinc-900">{money(line.unit_price * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-zinc-200 pt-3 text-sm">
            {orderTotalsRows({
              ...data,
              taxIncluded: data.tax_included,
              discountCode: data.discount_code,
              taxName: data.tax_name,
            }).map((row) => (
              <div key={row.kind} className={TOTALS_ROW_CLASS[row.kind]}>
                <dt>{row.label}</dt>
                <dd>{money(row.amount)}</dd>
              </div>
            ))}
          </dl>
          {(NEXT[data.status] ?? []).length > 0 && (
            <div className="mt-5 flex flex-wrap gap-3">
              {(NEXT[data.status] ?? []).map((next) => (
                <Button
                  key={next.to}
                  variant={next.variant}
                  loading={change.isPending && change.variables.status === next.to}
                  disabled={change.isPending}
                  onClick={() =>
                    next.to === 'shipped' ? setIsShipping(true) : change.mutate({ uuid, status: next.to })
                  }
                >
                  {next.label}
                </Button>
              ))}
            </div>
          )}
        </Card>
        <div className="space-y-6">
          <Card>
            <CardHeader title="Buyer" />
            <p className="text-sm font-medium text-zinc-900">{data.name}</p>
            <p className="text-sm break-all text-zinc-600">{data.email}</p>
            <address className="mt-3 text-sm text-zinc-600 not-italic">
              {address.line1}
              {address.line2 && (
                <>
                  <br />
                  {address.line2}
                </>
              )}
              <br />
              {address.postalCode} {address.city}
              <br />
              {address.country}
            </address>
          </Card>
          {(data.shipping_carrier || data.tracking_number) && (
            <Card>
              <CardHeader title="Shipment" />
              <dl className="space-y-2 text-sm">
                {data.shipping_carrier && (
                  <div className="flex justify-between gap-3">
                    <dt className="text-zinc-600">Carrier</dt>
                    <dd className="text-right break-words text-zinc-900">{data.shipping_carrier}</dd>
                  </div>
                )}
                {data.tracking_number && (
                  <div className="flex justify-between gap-3">
                    <dt className="text-zinc-600">Tracking number</dt>
                    <dd className="font-mono text-right break-all text-zinc-900">{data.tracking_number}</dd>
                  </div>
                )}
              </dl>
            </Card>
          )}
          <Card>
            <CardHeader title="History" />
            <ol className="space-y-2 text-sm">
              {timeline.map(([label, at]) => (
                <li key={label} className="flex justify-between gap-3">
                  <span className="text-zinc-600">{label}</span>
                  <span className="text-zinc-900">{formatDate(at, { style: 'dateTime' })}</span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
      {isShipping && (
        <ShipOrderDialog
          uuid={uuid}
          onClose={() => setIsShipping(false)}
          onShipped={(message) => {
            change.reset();
            setShippedMessage(message);
          }}
        />
      )}
    </>
  );
}

import { SELLER_ORDER_STATUSES } from '@aerie/contract';
import { ShoppingCart } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

import { useOrders, type OrderFilter } from '../api/list-orders';
import { OrderStatusBadge } from '../components/order-status-badge';
import { orderStatusLabel } from '../order-status-label';
import { PageHeader } from '../components/page-header';

const isStatus = (value: string | null): value is NonNullable<OrderFilter> =>
  (SELLER_ORDER_STATUSES as readonly string[]).includes(value ?? '');

/** The store's orders, newest first, filtered by status. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(status, page);
  const go = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus) search.set('status', nextStatus);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <>
      <PageHeader
        title="Orders"
        action={
          <Select
            aria-label="Filter by status"
            className="w-44"
            value={status ?? ''}
            onChange={(event) => go({ status: event.target.value })}
          >
            <option value="">All orders</option>
            {SELLER_ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {orderStatusLabel(value)}
              </option>
            ))}
          </Select>
        }
      />
      {orders.isPending ? (
        <Spinner className="size-6" />
      ) : orders.isError ? (
        <p className="text-sm text-red-700">{orders.error.message}</p>
      ) : orders.data.data.length === 0 ? (
        <EmptyState icon={ShoppingCart} title="No orders here yet" description="Orders appear as buyers check out." />
      ) : (
        <Card padding="none">
          <ul className="divide-y divide-zinc-200">
            {orders.data.data.map((order) => (
              <li key={order.uuid}>
                <Link
                  to={`/admin/orders/${order.uuid}`}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-zinc-900">
                      #{order.number} · {order.name}
                    </span>
                    <span className="block truncate text-xs text-zinc-500">
                      {formatDate(order.created_at)} · {order.email}
                    </span>
                  </span>
                  <span className="text-sm font-medium text-zinc-900">{formatMoney(order.total, order.currency)}</span>
                  <OrderStatusBadge status={order.status} />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {orders.data && orders.data.last_page > 1 && (
        <Pagination
          className="mt-4"
          page={page}
          pageCount={orders.data.last_page}
          onPageChange={(next) => go({ page: next })}
        />
      )}
    </>
  );
}

import { refundOrderRoute, type RefundOrderInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { salesSummaryQueryKey } from './get-sales-summary';
import { productsQueryKey } from './list-products';
import { ordersQueryKey } from './list-orders';

/**
 * One refund. `idempotencyKey` names the refund the seller means: the dialog keeps it across retries of the
 * same refund, so a retry after a lost answer refunds once.
 */
export function refundOrder({
  uuid,
  body,
  idempotencyKey,
}: {
  uuid: string;
  body: RefundOrderInput;
  idempotencyKey: string;
}) {
  return callApi(refundOrderRoute, { params: { uuid }, body, headers: { 'idempotency-key': idempotencyKey } });
}

/** Refunds an order; the orders, the sales figures and the products (a restock) reload whatever the answer. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () =>
      Promise.all(
        [ordersQueryKey(), salesSummaryQueryKey(), productsQueryKey()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

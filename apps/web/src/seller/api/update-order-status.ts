import { updateOrderStatusRoute, type ORDER_STATUS_CHANGES, type ShippingDetailsInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { payoutsQueryKey } from './get-payouts';
import { salesSummaryQueryKey } from './get-sales-summary';
import { productsQueryKey } from './list-products';
import { ordersQueryKey } from './list-orders';

export type OrderStatusChange = (typeof ORDER_STATUS_CHANGES)[number];

/** A change of status; shipping may carry the carrier and tracking number the seller typed. */
export function updateOrderStatus({
  uuid,
  status,
  ...shipping
}: { uuid: string; status: OrderStatusChange } & ShippingDetailsInput) {
  return callApi(updateOrderStatusRoute, { params: { uuid }, body: { status, ...shipping } });
}

/**
 * Ships, delivers or cancels an order. Whatever the answer, the orders, the sales figures, the payouts and
 * the products (a cancel restocks) reload: a refusal may mean the order changed meanwhile.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () =>
      Promise.all(
        [ordersQueryKey(), salesSummaryQueryKey(), payoutsQueryKey(), productsQueryKey()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

import { updateOrderStatusRoute, type ORDER_STATUS_CHANGES } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { salesSummaryQueryKey } from './get-sales-summary';
import { productsQueryKey } from './list-products';
import { ordersQueryKey } from './list-orders';

export type OrderStatusChange = (typeof ORDER_STATUS_CHANGES)[number];

export function updateOrderStatus({ uuid, status }: { uuid: string; status: OrderStatusChange }) {
  return callApi(updateOrderStatusRoute, { params: { uuid }, body: { status } });
}

/**
 * Ships, delivers or cancels an order. Whatever the answer, the orders, the sales figures and the products
 * (a cancel restocks) reload: a refusal may mean the order changed meanwhile.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () =>
      Promise.all(
        [ordersQueryKey(), salesSummaryQueryKey(), productsQueryKey()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

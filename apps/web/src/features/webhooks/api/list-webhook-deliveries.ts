import { listWebhookDeliveriesRoute } from '@aerie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { webhooksKey } from './webhooks-keys';

/** While a delivery waits for an attempt, the log looks again this often. */
export const PENDING_REFRESH_MS = 3000;

export interface WebhookDeliveriesInput {
  projectUid: string;
  webhookId: number;
  page: number;
}

/** A webhook's deliveries with their attempts, newest first (`GET webhooks/{id}/deliveries`). */
export function webhookDeliveriesQueryOptions({ projectUid, webhookId, page }: WebhookDeliveriesInput) {
  return queryOptions({
    queryKey: [...webhooksKey(projectUid), 'deliveries', webhookId, page],
    queryFn: ({ signal }) =>
      callApi(listWebhookDeliveriesRoute, { params: { id: webhookId }, query: { page }, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.data.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

export function useWebhookDeliveries(input: WebhookDeliveriesInput) {
  return useQuery(webhookDeliveriesQueryOptions(input));
}

import { redeliverWebhookRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { webhooksKey } from './webhooks-keys';

/** One more attempt of a delivery (`POST webhook-deliveries/{id}/redeliver`). */
export function useRedeliverWebhook(projectUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => callApi(redeliverWebhookRoute, { params: { id: deliveryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(projectUid) }),
  });
}

import { deleteWebhookRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { webhooksKey } from './webhooks-keys';

/** Removes a webhook and its delivery log (`DELETE webhooks/{id}`). */
export function useDeleteWebhook(projectUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteWebhookRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(projectUid) }),
  });
}

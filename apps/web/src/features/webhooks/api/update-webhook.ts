import { updateWebhookRoute, type UpdateWebhook } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { webhooksKey } from './webhooks-keys';

/** Changes a webhook's URL, events, format or whether it is active (`PATCH webhooks/{id}`). */
export function useUpdateWebhook(projectUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateWebhook }) =>
      callApi(updateWebhookRoute, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(projectUid) }),
  });
}

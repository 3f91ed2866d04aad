import { sendTestWebhookRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { webhooksKey } from './webhooks-keys';

/** Sends a `webhook.test` event once (`POST webhooks/{id}/test`); the log shows how it went. */
export function useSendTestWebhook(projectUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(sendTestWebhookRoute, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(projectUid) }),
  });
}

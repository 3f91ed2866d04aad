import { createWebhookRoute, type CreateWebhook } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { webhooksKey } from './webhooks-keys';

/** Adds a webhook (`POST projects/{uid}/webhooks`); the reply carries its secret, shown once. */
export function useCreateWebhook(projectUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhook) => callApi(createWebhookRoute, { params: { uid: projectUid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(projectUid) }),
  });
}

import { revealWebhookSecretRoute, rollWebhookSecretRoute } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/**
 * The signing secret on request (`POST webhooks/{id}/secret`) or a new one (`…/secret/roll`). Mutations,
 * not queries: a secret is never kept in the query cache.
 */
export function useRevealWebhookSecret() {
  return useMutation({ mutationFn: (id: number) => callApi(revealWebhookSecretRoute, { params: { id } }) });
}

export function useRollWebhookSecret() {
  return useMutation({ mutationFn: (id: number) => callApi(rollWebhookSecretRoute, { params: { id } }) });
}

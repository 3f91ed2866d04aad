import { setFormRecipientsRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { formRecipientsQueryOptions } from './list-form-recipients';

export function setFormRecipients(uuid: string, userIds: number[]) {
  return callApi(setFormRecipientsRoute, { params: { uuid }, body: { user_ids: userIds } });
}

/** Saves who is told; the answer is the new list, written straight into the list's cache. */
export function useSetFormRecipients(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => setFormRecipients(uuid, userIds),
    onSuccess: (response) =>
      queryClient.setQueryData(formRecipientsQueryOptions(uuid).queryKey, { success: true, data: response.data }),
  });
}

import { deleteFormSubmissionRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { formInboxKey } from './list-form-submissions';

export function deleteFormSubmission(uuid: string, id: number) {
  return callApi(deleteFormSubmissionRoute, { params: { uuid, submission: id } });
}

export function useDeleteFormSubmission(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteFormSubmission(uuid, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formInboxKey(uuid) }),
  });
}

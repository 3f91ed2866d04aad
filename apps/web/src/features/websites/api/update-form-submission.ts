import { updateFormSubmissionRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { formInboxKey } from './list-form-submissions';

export function updateFormSubmission(uuid: string, id: number, read: boolean) {
  return callApi(updateFormSubmissionRoute, { params: { uuid, submission: id }, body: { read } });
}

export function useUpdateFormSubmission(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => updateFormSubmission(uuid, id, read),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formInboxKey(uuid) }),
  });
}

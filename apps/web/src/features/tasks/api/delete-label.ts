import { deleteLabelRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { tasksQueryKey } from './list-tasks';
import { labelsQueryKey } from './list-labels';

export interface DeleteLabelInput {
  uid: string;
  labelId: number;
}

export function deleteLabel({ labelId }: DeleteLabelInput) {
  return callApi(deleteLabelRoute, { params: { id: labelId } });
}

/** Deletes a label; it leaves every card, so the list and the board reload. */
export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabel,
    onSuccess: (_response, { uid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: labelsQueryKey(uid) }),
        queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) }),
      ]),
  });
}

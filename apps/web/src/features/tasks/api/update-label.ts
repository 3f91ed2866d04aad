import { updateLabelRoute, type UpdateLabel } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { tasksQueryKey } from './list-tasks';
import { labelsQueryKey } from './list-labels';

export interface UpdateLabelInput {
  uid: string;
  labelId: number;
  body: UpdateLabel;
}

export function updateLabel({ labelId, body }: UpdateLabelInput) {
  return callApi(updateLabelRoute, { params: { id: labelId }, body });
}

/** Renames or recolours a label; the list and the board (its cards show it) reload. */
export function useUpdateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLabel,
    onSuccess: (_response, { uid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: labelsQueryKey(uid) }),
        queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) }),
      ]),
  });
}

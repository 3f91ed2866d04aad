import { createLabelRoute, type CreateLabel } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { labelsQueryKey } from './list-labels';

export interface CreateLabelInput {
  uid: string;
  body: CreateLabel;
}

export function createLabel({ uid, body }: CreateLabelInput) {
  return callApi(createLabelRoute, { params: { uid }, body });
}

/** Adds a label to the project; the list reloads (no card has it yet). */
export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLabel,
    onSuccess: (_response, { uid }) => queryClient.invalidateQueries({ queryKey: labelsQueryKey(uid) }),
  });
}

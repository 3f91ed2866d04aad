import { setTaskLabelsRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { rewriteBoard } from './list-board-column';
import { tasksQueryKey } from './list-tasks';

export interface SetTaskLabelsInput {
  uid: string;
  taskId: number;
  /** The task's whole new list of labels. */
  labelIds: readonly number[];
}

export function setTaskLabels({ taskId, labelIds }: SetTaskLabelsInput) {
  return callApi(setTaskLabelsRoute, { params: { id: taskId }, body: { label_ids: [...labelIds] } });
}

/** Replaces a task's labels: the card shows the server's answer at once, then the board reloads. */
export function useSetTaskLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskLabels,
    onSuccess: (response, { uid }) => {
      rewriteBoard(queryClient, uid, ({ cards, total }) => ({
        cards: cards.map((task) => (task.id === response.data.id ? response.data : task)),
        total,
      }));
      return queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) });
    },
  });
}

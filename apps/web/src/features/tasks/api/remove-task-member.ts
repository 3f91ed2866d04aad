import { DELAYS_MS, removeTaskMemberRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { tasksQueryKey } from './list-tasks';

export interface RemoveTaskMemberInput {
  uid: string;
  taskId: number;
  /** The assignee's user id. */
  userId: number;
}

export function removeTaskMember({ taskId, userId }: RemoveTaskMemberInput) {
  return callApi(removeTaskMemberRoute, { params: { id: taskId, memberId: userId } });
}

/**
 * Removes one assignee; the board reloads a second later (docs/product.md § Moving and assigning tasks, timers), after
 * the message has shown.
 */
export function useRemoveTaskMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTaskMember,
    onSuccess: (_response, { uid }) => {
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) }),
        DELAYS_MS.taskAssigneeRemovedRefresh,
      );
    },
  });
}

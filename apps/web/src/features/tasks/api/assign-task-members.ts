import { assignTaskMembersRoute, DELAYS_MS } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { tasksQueryKey } from './list-tasks';

export interface AssignTaskMembersInput {
  uid: string;
  taskId: number;
  userIds: readonly number[];
}

/** docs/product.md § Moving and assigning tasks: the assignees go as a comma-joined list of user ids. */
export function assignTaskMembers({ taskId, userIds }: AssignTaskMembersInput) {
  return callApi(assignTaskMembersRoute, { body: { task_id: taskId, assignees: userIds.join(',') } });
}

/**
 * Adds assignees; the board reloads half a second later (docs/product.md § Moving and assigning tasks, timers), after
 * the message has shown.
 */
export function useAssignTaskMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTaskMembers,
    onSuccess: (_response, { uid }) => {
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) }),
        DELAYS_MS.taskAssignRefresh,
      );
    },
  });
}

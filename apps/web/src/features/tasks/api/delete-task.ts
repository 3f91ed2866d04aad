import { deleteTaskRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { tasksQueryKey } from './list-tasks';

export interface DeleteTaskInput {
  uid: string;
  taskId: number;
}

export function deleteTask({ taskId }: DeleteTaskInput) {
  return callApi(deleteTaskRoute, { params: { id: taskId } });
}

/** Deletes a task (the cards below it move up on the server); the board reloads. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_response, { uid }) => queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) }),
  });
}

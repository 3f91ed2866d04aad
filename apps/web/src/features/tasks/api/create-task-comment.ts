import { createTaskCommentRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { tasksQueryKey } from './list-tasks';
import { taskThreadQueryKey } from './list-task-thread';

export interface CreateTaskCommentInput {
  uid: string;
  taskId: number;
  body: string;
}

export function createTaskComment({ taskId, body }: CreateTaskCommentInput) {
  return callApi(createTaskCommentRoute, { params: { id: taskId }, body: { body } });
}

/** Adds a comment; the thread and the board's count reload. */
export function useCreateTaskComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaskComment,
    onSuccess: (_reply, { uid, taskId }) => {
      void queryClient.invalidateQueries({ queryKey: taskThreadQueryKey(taskId) });
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) });
    },
  });
}

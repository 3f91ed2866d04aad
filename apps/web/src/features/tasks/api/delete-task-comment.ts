import { deleteTaskCommentRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { tasksQueryKey } from './list-tasks';
import { taskThreadQueryKey } from './list-task-thread';

export interface DeleteTaskCommentInput {
  uid: string;
  taskId: number;
  commentId: number;
}

export function deleteTaskComment({ commentId }: DeleteTaskCommentInput) {
  return callApi(deleteTaskCommentRoute, { params: { id: commentId } });
}

/** Deletes a comment; the thread and the board's count reload. */
export function useDeleteTaskComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaskComment,
    onSuccess: (_reply, { uid, taskId }) => {
      void queryClient.invalidateQueries({ queryKey: taskThreadQueryKey(taskId) });
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) });
    },
  });
}

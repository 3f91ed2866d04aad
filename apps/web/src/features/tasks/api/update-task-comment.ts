import { updateTaskCommentRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { taskThreadQueryKey } from './list-task-thread';

export interface UpdateTaskCommentInput {
  taskId: number;
  commentId: number;
  body: string;
}

export function updateTaskComment({ commentId, body }: UpdateTaskCommentInput) {
  return callApi(updateTaskCommentRoute, { params: { id: commentId }, body: { body } });
}

export function useUpdateTaskComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskComment,
    onSuccess: (_reply, { taskId }) => void queryClient.invalidateQueries({ queryKey: taskThreadQueryKey(taskId) }),
  });
}

import { createTaskRoute, type CreateTask } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { tasksQueryKey } from './list-tasks';

/** docs/product.md § Tasks: assignees travel as a comma-joined list of user ids, e.g. "4,9". */
export type CreateTaskBody = Omit<CreateTask, 'assignees'> & { assignees: string };

export interface CreateTaskInput {
  uid: string;
  body: CreateTaskBody;
}

export function createTask({ body }: CreateTaskInput) {
  return callApi(createTaskRoute, { body });
}

/** Creates a task (it lands at the top of its column); the board reloads. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (_response, { uid }) => queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) }),
  });
}

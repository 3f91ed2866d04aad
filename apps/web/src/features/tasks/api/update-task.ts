import { updateTaskRoute, type Task, type TaskStatus, type UpdateTask } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { moveInColumn } from '../task-order';
import { restoreBoard, rewriteBoard } from './list-board-column';
import { tasksQueryKey } from './list-tasks';

export interface UpdateTaskInput {
  uid: string;
  body: UpdateTask;
}

export function updateTask({ body }: UpdateTaskInput) {
  return callApi(updateTaskRoute, { body });
}

/** The spec's update carries the whole task (docs/product.md § Task calls `tasks/update`); `changes` override its fields. */
export function updateBodyOf(
  task: Task,
  changes: Partial<Omit<UpdateTask, 'task_id' | 'project_id'>> = {},
): UpdateTask {
  const { id, title, description, priority, status, start_date, end_date, project_id } = task;
  return { task_id: id, title, description, priority, status, start_date, end_date, project_id, ...changes };
}

/** Saves an edited task (position left out, so it keeps its place unless its status changed); the board reloads. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (_response, { uid }) => queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) }),
  });
}

export interface MoveTaskInput {
  task: Task;
  status: TaskStatus;
  /** The place in the full column, 0 at the top; past the end means the bottom. */
  position: number;
}

/**
 * A drag or "Move to…" (docs/product.md § Moving and assigning tasks: one update with the new status and position). The
 * card moves at once (optimistic, with the server's own rule) and goes back if the server refuses; the caller shows
 * why.
 */
export function useMoveTask(uid: string) {
  const queryClient = useQueryClient();
  const mutationKey = [...tasksQueryKey(uid), 'move'];
  return useMutation({
    mutationKey,
    mutationFn: ({ task, status, position }: MoveTaskInput) =>
      updateTask({ uid, body: updateBodyOf(task, { status, position }) }),
    onMutate: async ({ task, status, position }) => {
      await queryClient.cancelQueries({ queryKey: tasksQueryKey(uid) });
      const previous = rewriteBoard(queryClient, uid, (column) => moveInColumn(column, task, status, position));
      return { previous };
    },
    onError: (_error, _input, context) => context && restoreBoard(queryClient, context.previous),
    onSettled: () => {
      // Several quick moves: only the last one to settle reloads, so an early reply never undoes a later move.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: tasksQueryKey(uid) });
      }
    },
  });
}

import type { Task } from '@aerie/contract';

import { ConfirmModal } from '@/components/ui/confirm-modal';

import { useDeleteTask } from '../api/delete-task';

export interface DeleteTaskModalProps {
  projectUid: string;
  task: Task;
  onCancel: () => void;
  /** Called with the server's message once the task is gone. */
  onDeleted: (message: string) => void;
}

/** Asks before deleting a task; stays open with the server's message if it fails. */
export function DeleteTaskModal({ projectUid, task, onCancel, onDeleted }: DeleteTaskModalProps) {
  const deleteTask = useDeleteTask();
  return (
    <ConfirmModal
      open
      title="Delete this task?"
      description={`“${task.title}” will be removed from the board for everyone. This cannot be undone.`}
      confirmLabel="Delete task"
      isPending={deleteTask.isPending}
      failure={deleteTask.error?.message ?? null}
      onConfirm={() =>
        deleteTask.mutate(
          { uid: projectUid, taskId: task.id },
          { onSuccess: (response) => onDeleted(response.message) },
        )
      }
      onCancel={onCancel}
    >
      <p>Its assignees will no longer see it on their board.</p>
    </ConfirmModal>
  );
}

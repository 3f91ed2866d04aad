import type { Task } from '@aerie/contract';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

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
  const cancel = () => !deleteTask.isPending && onCancel();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && cancel()}
      title="Delete this task?"
      description={`“${task.title}” will be removed from the board for everyone. This cannot be undone.`}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={deleteTask.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={deleteTask.isPending}
            onClick={() =>
              deleteTask.mutate(
                { uid: projectUid, taskId: task.id },
                { onSuccess: (response) => onDeleted(response.message) },
              )
            }
          >
            Delete task
          </Button>
        </>
      }
    >
      {deleteTask.isError ? (
        <Banner tone="error">{deleteTask.error.message}</Banner>
      ) : (
        <p className="text-sm text-zinc-600">Its assignees will no longer see it on their board.</p>
      )}
    </Modal>
  );
}

import { DELAYS_MS, TASK_STATUS_LABELS, type Label, type Task } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { formatDate } from '@/lib/format-date';
import { placeServerErrors } from '@/lib/place-server-errors';

import { updateBodyOf, useUpdateTask } from '../api/update-task';
import { isTaskFormComplete, TASK_FORM_FIELDS, TaskFormSchema, taskFormOf, type TaskFormValues } from '../task-form';
import type { Person } from './assignee-avatar';
import { DeleteTaskModal } from './delete-task-modal';
import { TaskAssignees } from './task-assignees';
import { TaskCommits } from './task-commits';
import { TaskFields } from './task-fields';
import { TaskLabels } from './task-labels';
import { TaskThread } from './task-thread';

export interface TaskDetailModalProps {
  projectUid: string;
  /** The task as the board has it now (assignees refresh while the modal is open). */
  task: Task;
  /** The project's labels, offered by the task's label picker. */
  labels: readonly Label[];
  candidates: readonly Person[];
  /** The signed-in user, offered "Assign me" beside the selector that leaves them out. */
  me?: Person;
  onClose: () => void;
  /** Called with the server's message after a delete; the modal closes. */
  onDeleted: (message: string) => void;
}

/**
 * A task opened from the board (docs/product.md § Board): edit every field and save (closes 2 s after success,
 * docs/product.md § Board), manage labels and assignees, see its commits and deploys, read and write its comments beside its
 * history, or delete it after a confirmation.
 */
export function TaskDetailModal({
  projectUid,
  task,
  labels,
  candidates,
  me,
  onClose,
  onDeleted,
}: TaskDetailModalProps) {
  const updateTask = useUpdateTask();
  const [failure, setFailure] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  // The form starts from the task as it was opened; later refreshes (assignees) never wipe an edit.
  const form = useForm<TaskFormValues>({ resolver: zodResolver(TaskFormSchema), defaultValues: taskFormOf(task) });
  const values = useWatch({ control: form.control });
  const isSaved = updateTask.isSuccess;

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    updateTask.mutate(
      { uid: projectUid, body: updateBodyOf(task, input) },
      { onError: (error) => setFailure(placeServerErrors(error, form.setError, TASK_FORM_FIELDS)) },
    );
  });

  return (
    <>
      <FormDialog
        onClose={onClose}
        title={task.title}
        description={`${task.key} · ${TASK_STATUS_LABELS[task.status]} · created ${formatDate(task.created_at)}`}
        className="sm:max-w-2xl!"
        onSubmit={onSubmit}
        submitLabel="Save changes"
        canSubmit={isTaskFormComplete(values)}
        isPending={updateTask.isPending}
        failure={failure}
        onDismissFailure={() => setFailure(null)}
        success={updateTask.data?.message}
        closeAfterMs={DELAYS_MS.taskUpdateClose}
        extraAction={
          <Button
            variant="ghost"
            onClick={() => setIsDeleting(true)}
            className="text-red-600! hover:bg-red-50 hover:text-red-700! sm:mr-auto"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete task
          </Button>
        }
        aside={
          <>
            <div className="space-y-5 border-t border-zinc-100 pt-5">
              <TaskLabels projectUid={projectUid} task={task} labels={labels} />
              <TaskAssignees projectUid={projectUid} task={task} candidates={candidates} me={me} />
            </div>
            <div className="border-t border-zinc-100 pt-5">
              <TaskCommits projectUid={projectUid} taskId={task.id} />
            </div>
            <div className="border-t border-zinc-100 pt-5">
              <TaskThread uid={projectUid} taskId={task.id} />
            </div>
          </>
        }
      >
        <TaskFields form={form} idPrefix="edit-task" disabled={isSaved} />
      </FormDialog>
      {isDeleting && (
        <DeleteTaskModal
          projectUid={projectUid}
          task={task}
          onCancel={() => setIsDeleting(false)}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}

import { DELAYS_MS, TASK_STATUS_LABELS, type Task } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDate } from '@/lib/format-date';
import { placeServerErrors } from '@/lib/place-server-errors';

import { updateBodyOf, useUpdateTask } from '../api/update-task';
import { isTaskFormComplete, TASK_FORM_FIELDS, TaskFormSchema, taskFormOf, type TaskFormValues } from '../task-form';
import { useTimeout } from '../use-timeout';
import type { Person } from './assignee-avatar';
import { DeleteTaskModal } from './delete-task-modal';
import { TaskAssignees } from './task-assignees';
import { TaskFields } from './task-fields';

const FORM_ID = 'task-detail-form';

export interface TaskDetailModalProps {
  projectUid: string;
  /** The task as the board has it now (assignees refresh while the modal is open). */
  task: Task;
  candidates: readonly Person[];
  /** The signed-in user, offered "Assign me" beside the selector that leaves them out. */
  me?: Person;
  onClose: () => void;
  /** Called with the server's message after a delete; the modal closes. */
  onDeleted: (message: string) => void;
}

/**
 * A task opened from the board (001 §2): edit every field and save (closes 2 s after success, 001 §4),
 * manage assignees, or delete it after a confirmation.
 */
export function TaskDetailModal({ projectUid, task, candidates, me, onClose, onDeleted }: TaskDetailModalProps) {
  const updateTask = useUpdateTask();
  const closeLater = useTimeout();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  // The form starts from the task as it was opened; later refreshes (assignees) never wipe an edit.
  const form = useForm<TaskFormValues>({ resolver: zodResolver(TaskFormSchema), defaultValues: taskFormOf(task) });
  const values = useWatch({ control: form.control });
  const isSaved = saved !== null;

  const close = () => {
    closeLater.cancel();
    onClose();
  };

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    updateTask.mutate(
      { uid: projectUid, body: updateBodyOf(task, input) },
      {
        onSuccess: (response) => {
          setSaved(response.message);
          closeLater.schedule(onClose, DELAYS_MS.taskUpdateClose);
        },
        onError: (error) => setFailure(placeServerErrors(error, form.setError, TASK_FORM_FIELDS)),
      },
    );
  });

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => !open && close()}
        title={task.title}
        description={`${TASK_STATUS_LABELS[task.status]} · created ${formatDate(task.created_at)}`}
        className="sm:max-w-2xl!"
        footer={
          <>
            <Button
              variant="ghost"
              onClick={() => setIsDeleting(true)}
              disabled={isSaved}
              className="text-red-600! hover:bg-red-50 hover:text-red-700! sm:mr-auto"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete task
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              disabled={!isTaskFormComplete(values) || isSaved}
              loading={updateTask.isPending}
            >
              Save changes
            </Button>
          </>
        }
      >
        <div className="space-y-6">
          <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-5">
            {failure && (
              <Banner tone="error" onDismiss={() => setFailure(null)}>
                {failure}
              </Banner>
            )}
            {saved && <Banner tone="success">{saved}</Banner>}
            <TaskFields form={form} idPrefix="edit-task" disabled={isSaved} />
          </form>
          <div className="border-t border-zinc-100 pt-5">
            <TaskAssignees projectUid={projectUid} task={task} candidates={candidates} me={me} />
          </div>
        </div>
      </Modal>
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

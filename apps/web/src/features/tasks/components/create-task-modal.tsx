import { DELAYS_MS, type TaskStatus } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialog } from '@/components/ui/form-dialog';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useCreateTask } from '../api/create-task';
import { emptyTaskForm, isTaskFormComplete, TASK_FORM_FIELDS, TaskFormSchema, type TaskFormValues } from '../task-form';
import type { Person } from './assignee-avatar';
import { AssigneePicker } from './assignee-picker';
import { TaskFields } from './task-fields';

export interface CreateTaskModalProps {
  projectUid: string;
  projectId: number;
  /** The column it was opened from: the new task's status (todo from the page's button). */
  status: TaskStatus;
  /** The project's members without the signed-in user (docs/product.md § Tasks). */
  candidates: readonly Person[];
  onClose: () => void;
}

/** New task (docs/product.md § Tasks): shows the server's message and closes 1 s after success (docs/product.md § Tasks). */
export function CreateTaskModal({ projectUid, projectId, status, candidates, onClose }: CreateTaskModalProps) {
  const createTask = useCreateTask();
  const [assignees, setAssignees] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TaskFormValues>({ resolver: zodResolver(TaskFormSchema), defaultValues: emptyTaskForm(status) });
  const values = useWatch({ control: form.control });
  const isDone = createTask.isSuccess;

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    createTask.mutate(
      { uid: projectUid, body: { ...input, project_id: projectId, assignees: assignees.join(',') } },
      { onError: (error) => setFailure(placeServerErrors(error, form.setError, TASK_FORM_FIELDS)) },
    );
  });

  return (
    <FormDialog
      onClose={onClose}
      title="New task"
      description="Give it a title and dates; you can change everything later."
      onSubmit={onSubmit}
      submitLabel="Create task"
      canSubmit={isTaskFormComplete(values)}
      isPending={createTask.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      success={createTask.data?.message}
      closeAfterMs={DELAYS_MS.taskCreateClose}
    >
      <TaskFields form={form} idPrefix="new-task" disabled={isDone} />
      <AssigneePicker
        label="Assignees"
        people={candidates}
        selected={assignees}
        onChange={setAssignees}
        disabled={isDone}
        emptyText="Nobody else is on this project yet. Add collaborators to share tasks with them."
      />
    </FormDialog>
  );
}

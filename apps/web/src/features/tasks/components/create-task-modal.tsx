import { DELAYS_MS, type TaskStatus } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useCreateTask } from '../api/create-task';
import { emptyTaskForm, isTaskFormComplete, TASK_FORM_FIELDS, TaskFormSchema, type TaskFormValues } from '../task-form';
import { useTimeout } from '../use-timeout';
import type { Person } from './assignee-avatar';
import { AssigneePicker } from './assignee-picker';
import { TaskFields } from './task-fields';

const FORM_ID = 'create-task-form';

export interface CreateTaskModalProps {
  projectUid: string;
  projectId: number;
  /** The column it was opened from: the new task's status (todo from the page's button). */
  status: TaskStatus;
  /** The project's members without the signed-in user (001 §5). */
  candidates: readonly Person[];
  onClose: () => void;
}

/** New task (001 §2, §5): shows the server's message and closes 1 s after success (001 §4). */
export function CreateTaskModal({ projectUid, projectId, status, candidates, onClose }: CreateTaskModalProps) {
  const createTask = useCreateTask();
  const closeLater = useTimeout();
  const [assignees, setAssignees] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<TaskFormValues>({ resolver: zodResolver(TaskFormSchema), defaultValues: emptyTaskForm(status) });
  const values = useWatch({ control: form.control });
  const isDone = created !== null;

  const close = () => {
    closeLater.cancel();
    onClose();
  };

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    createTask.mutate(
      { uid: projectUid, body: { ...input, project_id: projectId, assignees: assignees.join(',') } },
      {
        onSuccess: (response) => {
          setCreated(response.message);
          closeLater.schedule(onClose, DELAYS_MS.taskCreateClose);
        },
        onError: (error) => setFailure(placeServerErrors(error, form.setError, TASK_FORM_FIELDS)),
      },
    );
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title="New task"
      description="Give it a title and dates; you can change everything later."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            disabled={!isTaskFormComplete(values) || isDone}
            loading={createTask.isPending}
          >
            Create task
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-5">
        {failure && (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        )}
        {created && <Banner tone="success">{created}</Banner>}
        <TaskFields form={form} idPrefix="new-task" disabled={isDone} />
        <AssigneePicker
          label="Assignees"
          people={candidates}
          selected={assignees}
          onChange={setAssignees}
          disabled={isDone}
          emptyText="Nobody else is on this project yet. Add collaborators to share tasks with them."
        />
      </form>
    </Modal>
  );
}

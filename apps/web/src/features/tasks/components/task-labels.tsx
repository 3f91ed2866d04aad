import { LABEL_LIMITS, type Label, type Task } from '@aerie/contract';
import { useState } from 'react';

import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';

import { useSetTaskLabels } from '../api/set-task-labels';
import { LabelChip } from './label-chip';

export interface TaskLabelsProps {
  projectUid: string;
  task: Task;
  /** The project's labels. */
  labels: readonly Label[];
}

/**
 * A task's labels (issue 27): a checkbox per label of the project, each change saved at once as the task's whole
 * list. Checkboxes, so Tab and Space work; at ten, the others wait until one is taken off.
 */
export function TaskLabels({ projectUid, task, labels }: TaskLabelsProps) {
  const setLabels = useSetTaskLabels();
  const notice = useNotice(null);
  // While a change is on its way, the boxes show it; then the board's copy of the task does. Kept in state
  // set in the same event as the click: the mutation's own `isPending` turns true a tick later, and in
  // between the controlled box flicked back to its old state.
  const [saving, setSaving] = useState<readonly number[] | null>(null);
  const chosen = saving ?? task.labels.map((label) => label.id);
  const isFull = chosen.length >= LABEL_LIMITS.perTask;

  const toggle = (labelId: number, checked: boolean) => {
    notice.clear();
    const labelIds = checked ? [...chosen, labelId] : chosen.filter((id) => id !== labelId);
    setSaving(labelIds);
    setLabels.mutate(
      { uid: projectUid, taskId: task.id, labelIds },
      { onError: (error) => notice.show(error.message, 'error'), onSettled: () => setSaving(null) },
    );
  };

  return (
    <fieldset className="space-y-3" aria-describedby="task-labels-hint">
      <legend className="text-sm font-semibold text-zinc-900">Labels</legend>
      <p id="task-labels-hint" className="text-xs text-zinc-500">
        {labels.length
          ? `Up to ${LABEL_LIMITS.perTask} per task. Manage the project's labels from the board.`
          : 'This project has no labels yet: add them with "Manage labels" on the board.'}
      </p>
      <NoticeBanner notice={notice} />
      {labels.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {labels.map((label) => {
            const isChosen = chosen.includes(label.id);
            return (
              <li key={label.id}>
                <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-zinc-200 px-2 py-1.5 has-[:checked]:border-accent-300 has-[:checked]:bg-accent-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500/40">
                  <input
                    type="checkbox"
                    className="size-4 accent-accent-600 focus-visible:outline-none"
                    checked={isChosen}
                    disabled={saving !== null || (!isChosen && isFull)}
                    onChange={(event) => toggle(label.id, event.target.checked)}
                  />
                  <LabelChip label={label} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

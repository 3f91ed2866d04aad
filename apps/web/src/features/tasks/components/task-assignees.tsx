import { MESSAGES, type Task } from '@aerie/contract';
import { UserCheck, UserPlus, X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';

import { useAssignTaskMembers } from '../api/assign-task-members';
import { useRemoveTaskMember } from '../api/remove-task-member';
import { fullName } from '../task-display';
import { AssigneeAvatar, type Person } from './assignee-avatar';
import { AssigneePicker } from './assignee-picker';

export interface TaskAssigneesProps {
  projectUid: string;
  task: Task;
  /** The project's members without the signed-in user (docs/product.md § Moving and assigning tasks). */
  candidates: readonly Person[];
  /**
   * The signed-in user: the selector leaves them out (docs/product.md § Moving and assigning tasks), so "Assign me"
   * puts them on the task.
   */
  me?: Person;
}

/**
 * Who works on the task (docs/product.md § Moving and assigning tasks, § Error catalogue): remove one ('Assignee(s) has
 * been removed successfully.', the board reloads a second later) or assign more from the project's members (it reloads
 * half a second later).
 */
export function TaskAssignees({ projectUid, task, candidates, me }: TaskAssigneesProps) {
  const assign = useAssignTaskMembers();
  const remove = useRemoveTaskMember();
  // These messages stay until dismissed: the dialog closes or the board reloads long before 3.5 s matter.
  const notice = useNotice(null);
  const [isPicking, setIsPicking] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  // Removed people leave the list at once; the reload a second later confirms it.
  const [removedIds, setRemovedIds] = useState<number[]>([]);
  const assignees = task.assignees.filter((person) => !removedIds.includes(person.id));
  const assignable = candidates.filter((person) => !assignees.some((assignee) => assignee.id === person.id));

  const removeAssignee = (person: Person) => {
    notice.clear();
    remove.mutate(
      { uid: projectUid, taskId: task.id, userId: person.id },
      {
        onSuccess: () => {
          setRemovedIds((ids) => [...ids, person.id]);
          notice.show(MESSAGES.assigneesRemoved);
        },
        onError: () => notice.show(MESSAGES.operationFailed, 'error'),
      },
    );
  };

  const isMeAssigned = me !== undefined && assignees.some((assignee) => assignee.id === me.id);

  // The selector rule is the browser's; the server lets any project member, the caller included, be assigned.
  const assignPeople = (userIds: number[]) => {
    notice.clear();
    assign.mutate(
      { uid: projectUid, taskId: task.id, userIds },
      {
        onSuccess: (response) => {
          notice.show(response.message);
          setRemovedIds((ids) => ids.filter((id) => !userIds.includes(id)));
          setChosen([]);
          setIsPicking(false);
        },
        onError: (error) => notice.show(error.message, 'error'),
      },
    );
  };

  return (
    <section aria-labelledby="task-assignees-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id="task-assignees-heading" className="text-sm font-semibold text-zinc-900">
          Assignees
        </h3>
        <div className="flex gap-2">
          {me && !isMeAssigned && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => assignPeople([me.id])}
              loading={
                assign.isPending && assign.variables.userIds.length === 1 && assign.variables.userIds[0] === me.id
              }
              disabled={assign.isPending}
            >
              <UserCheck className="size-4" aria-hidden="true" />
              Assign me
            </Button>
          )}
          {!isPicking && (
            <Button variant="secondary" size="sm" onClick={() => setIsPicking(true)}>
              <UserPlus className="size-4" aria-hidden="true" />
              Assign
            </Button>
          )}
        </div>
      </div>
      <NoticeBanner notice={notice} />
      {assignees.length === 0 ? (
        // While the picker says there is no one to choose, this line would only repeat the state.
        !(isPicking && assignable.length === 0) && (
          <p className="rounded-lg bg-zinc-50 px-3 py-3 text-sm text-zinc-500">{MESSAGES.noTaskAssignee}</p>
        )
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
          {assignees.map((person) => (
            <li key={person.id} className="flex items-center gap-3 px-3 py-2">
              <AssigneeAvatar person={person} className="ring-0!" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-zinc-900">{fullName(person)}</span>
                <span className="block truncate text-xs text-zinc-500">{person.email}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${fullName(person)}`}
                loading={remove.isPending && remove.variables.userId === person.id}
                disabled={remove.isPending}
                onClick={() => removeAssignee(person)}
                className="text-zinc-500 hover:text-red-600"
              >
                <X className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">Remove</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {isPicking && (
        <div className="space-y-3 rounded-lg border border-zinc-200 bg-zinc-50/60 p-3">
          <AssigneePicker
            label="Choose people to assign"
            people={assignable}
            selected={chosen}
            onChange={setChosen}
            disabled={assign.isPending}
            emptyText={
              candidates.length > 0
                ? 'Everyone on this project is already assigned.'
                : `No one else is on this project yet${isMeAssigned ? '.' : ': use Assign me to take the task.'}`
            }
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => (setIsPicking(false), setChosen([]))}>
              Cancel
            </Button>
            <Button
              size="sm"
              onClick={() => assignPeople(chosen)}
              disabled={chosen.length === 0}
              loading={assign.isPending}
            >
              Assign selected
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

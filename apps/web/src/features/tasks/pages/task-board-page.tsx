import { MESSAGES, TASK_STATUSES, type Label, type Task, type TaskStatus } from '@aerie/contract';
import { ClipboardList, Plus, RefreshCw, Tags } from 'lucide-react';
import { useMemo, useState } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/gated-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { useProjectContext, useProjectRole } from '@/lib/project-context';

import { useLabels } from '../api/list-labels';
import { useBoard } from '../api/use-board';
import { useMoveTask } from '../api/update-task';
import type { Person } from '../components/assignee-avatar';
import { CreateTaskModal } from '../components/create-task-modal';
import { ManageLabelsDialog } from '../components/manage-labels-dialog';
import { TaskBoard } from '../components/task-board';
import { TaskDetailModal } from '../components/task-detail-modal';
import { TaskFiltersBar } from '../components/task-filters-bar';
import { todayIso } from '../task-display';
import { boardQueryOf, hasActiveFilters, NO_FILTERS, withExistingLabels } from '../task-filters';
import { useDebouncedValue } from '../use-debounced-value';

const NO_LABELS: Label[] = [];

/**
 * The project's task board (docs/product.md § Board "Task board"): four columns, drag and drop, a task per card,
 * filters. Any member of the project may read and change it (docs/product.md § Roles and permissions).
 */
export default function TaskBoardPage() {
  const { user, project } = useProjectContext();
  const moveTask = useMoveTask(project.u_id);
  const labels = useLabels(project.u_id).data ?? NO_LABELS;
  const permissions = useProjectRole();
  const [chosenFilters, setFilters] = useState(NO_FILTERS);
  const [isManagingLabels, setIsManagingLabels] = useState(false);
  const [creatingIn, setCreatingIn] = useState<TaskStatus | null>(null);
  const [openTaskId, setOpenTaskId] = useState<number | null>(null);
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const notice = useNotice();
  const today = todayIso();

  // A label deleted while chosen stops filtering, so it cannot hide every card with no way to clear it.
  const filters = useMemo(
    () =>
      withExistingLabels(
        chosenFilters,
        labels.map((label) => label.id),
      ),
    [chosenFilters, labels],
  );
  // The filters go to the server (issue 33): each column's count and pages are of the filtered column.
  const search = useDebouncedValue(filters.search, 250);
  const sentFilters = useMemo(() => ({ ...filters, search }), [filters, search]);
  const query = useMemo(() => boardQueryOf(sentFilters, today), [sentFilters, today]);
  const board = useBoard(project.u_id, query);
  // What the counts are of: the filters the server was sent, not a search still being typed.
  const isFiltered = hasActiveFilters(sentFilters);
  const people: Person[] = useMemo(() => project.members.map((member) => member.profile), [project.members]);
  // docs/product.md § Moving and assigning tasks: the assignee selector leaves out the signed-in user.
  const candidates = useMemo(() => people.filter((person) => person.id !== user.user_id), [people, user.user_id]);
  const me = people.find((person) => person.id === user.user_id);
  const openTask = TASK_STATUSES.flatMap((status) => board.columns[status].cards).find(
    (task) => task.id === openTaskId,
  );
  const taskCount = TASK_STATUSES.reduce((sum, status) => sum + board.columns[status].total, 0);
  const overdueCount = TASK_STATUSES.reduce((sum, status) => sum + board.columns[status].overdue, 0);

  const move = (task: Task, status: TaskStatus, position: number) => {
    setMoveFailure(null);
    moveTask.mutate({ task, status, position }, { onError: (error) => setMoveFailure(error.message) });
  };

  if (board.error) {
    return (
      <EmptyState
        title="We couldn't load the task board"
        description={board.error.message}
        action={
          <Button variant="secondary" onClick={() => void board.refetch()} loading={board.isFetching}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        }
      />
    );
  }

  return (
    <div className="relative space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-zinc-900">Task board</h2>
          <p className="mt-1 text-sm text-zinc-500">
            {taskCount} {isFiltered ? 'matching ' : ''}
            {taskCount === 1 ? 'task' : 'tasks'}
            {overdueCount > 0 && <span className="text-red-600"> · {overdueCount} overdue</span>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setIsManagingLabels(true)}
            disabledReason={permissions.refusal('manage labels')}
          >
            <Tags className="size-4" aria-hidden="true" />
            {/* An icon on a phone, so the board's header stays one line above the cards. */}
            <span className="sr-only sm:not-sr-only">Manage labels</span>
          </Button>
          <Button onClick={() => setCreatingIn('todo')}>
            <Plus className="size-4" aria-hidden="true" />
            New task
          </Button>
        </div>
      </div>

      {moveFailure && (
        <Banner tone="error" onDismiss={() => setMoveFailure(null)}>
          The task went back to where it was: {moveFailure}
        </Banner>
      )}
      <NoticeBanner notice={notice} />

      {board.isPending ? (
        <div className="relative min-h-64">
          <LoadingOverlay label="Loading tasks…" />
        </div>
      ) : (
        <>
          {taskCount === 0 && !isFiltered ? (
            // the empty text (docs/product.md § Board), above the four columns: their '+' buttons are where the first
            // task goes.
            <div className="flex items-start gap-3 rounded-xl border border-dashed border-zinc-300 bg-white px-4 py-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
                <ClipboardList className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <h3 className="text-sm font-semibold text-zinc-900">{MESSAGES.noTaskAssigned}</h3>
                <p className="mt-0.5 text-sm text-zinc-500">
                  Plan the work on this project: add a task to a column, give it dates and people, and drag it along as
                  it moves.
                </p>
              </div>
            </div>
          ) : (
            <TaskFiltersBar filters={filters} onChange={setFilters} people={people} labels={labels} />
          )}
          <TaskBoard
            columns={board.columns}
            isFiltered={isFiltered}
            today={today}
            onOpen={(task) => setOpenTaskId(task.id)}
            onAdd={setCreatingIn}
            onMove={move}
          />
        </>
      )}

      {creatingIn && (
        <CreateTaskModal
          projectUid={project.u_id}
          projectId={project.id}
          status={creatingIn}
          candidates={candidates}
          onClose={() => setCreatingIn(null)}
        />
      )}
      {isManagingLabels && (
        <ManageLabelsDialog projectUid={project.u_id} labels={labels} onClose={() => setIsManagingLabels(false)} />
      )}
      {openTask && (
        <TaskDetailModal
          key={openTask.id}
          projectUid={project.u_id}
          task={openTask}
          labels={labels}
          candidates={candidates}
          me={me}
          onClose={() => setOpenTaskId(null)}
          onDeleted={(message) => {
            setOpenTaskId(null);
            notice.show(message);
          }}
        />
      )}
    </div>
  );
}

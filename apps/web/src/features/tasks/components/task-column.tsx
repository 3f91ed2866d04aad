import { TASK_STATUS_LABELS, type TaskStatus } from '@aerie/contract';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

const DOTS: Record<TaskStatus, string> = {
  todo: 'bg-zinc-400',
  in_progress: 'bg-amber-500',
  review: 'bg-sky-500',
  done: 'bg-emerald-500',
};

export interface TaskColumnProps {
  status: TaskStatus;
  /** The column's element, for the phone layout's jump-to-column chips. */
  ref?: Ref<HTMLElement>;
  /** The visible cards' ids, in order. */
  cardIds: number[];
  /** The column's cards the filters let through, loaded or not (the server counts them). */
  total: number;
  /** The card being dragged is over this column. */
  isTarget: boolean;
  /** A card is being dragged somewhere on the board. */
  isDragActive: boolean;
  isFiltered: boolean;
  onAdd: (status: TaskStatus) => void;
  children: ReactNode;
}

/** A column of the board: label, count and '+', then its cards, or a quiet drop zone when it has none. */
export function TaskColumn({
  status,
  ref,
  cardIds,
  total,
  isTarget,
  isDragActive,
  isFiltered,
  onAdd,
  children,
}: TaskColumnProps) {
  const { setNodeRef } = useDroppable({ id: status });
  const label = TASK_STATUS_LABELS[status];
  const headingId = `task-column-${status}`;
  const count = String(total);
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={clsx(
        // A border, not a ring: the board scrolls sideways and would clip a ring at its edges.
        'flex w-[85%] shrink-0 snap-start flex-col rounded-xl border transition-colors sm:w-72 lg:w-auto lg:min-w-56 lg:flex-1',
        isTarget ? 'border-accent-200 bg-accent-50/60' : 'border-zinc-200/80 bg-zinc-100/80',
      )}
    >
      <header className="flex items-center justify-between gap-2 py-2 pr-2 pl-3">
        <div className="flex min-w-0 items-center gap-2">
          <span className={clsx('size-2 shrink-0 rounded-full', DOTS[status])} aria-hidden="true" />
          <h3 id={headingId} className="truncate text-sm font-semibold text-zinc-800">
            {label}
          </h3>
          <span
            className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-zinc-600 tabular-nums ring-1 ring-zinc-200"
            aria-label={`${count} tasks`}
          >
            {count}
          </span>
        </div>
        <button
          type="button"
          onClick={() => onAdd(status)}
          aria-label={`Add a task to ${label}`}
          className="rounded-md p-1.5 text-zinc-500 transition-colors hover:bg-white hover:text-zinc-900 hover:shadow-xs focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </header>
      <SortableContext id={status} items={cardIds} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} aria-label={`${label} tasks`} className="flex min-h-36 flex-1 flex-col gap-2 px-2 pb-2">
          {children}
          {cardIds.length === 0 && (
            <li
              className={clsx(
                'flex min-h-28 flex-1 items-center justify-center rounded-lg border border-dashed px-3 text-center text-xs transition-colors',
                isTarget ? 'border-accent-500/50 text-accent-700' : 'border-zinc-300 text-zinc-600',
              )}
            >
              {isDragActive ? 'Drop a task here' : isFiltered && total > 0 ? 'No matching tasks' : 'No tasks yet'}
            </li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
}

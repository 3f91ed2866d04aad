import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@aerie/contract';

export interface ColumnJumpBarProps {
  counts: Record<TaskStatus, number>;
  onJump: (status: TaskStatus) => void;
}

/** Phones show one column at a time: these chips say what each holds and scroll the board to it. */
export function ColumnJumpBar({ counts, onJump }: ColumnJumpBarProps) {
  return (
    <nav aria-label="Board columns" className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:hidden">
      <ul className="flex gap-2">
        {TASK_STATUSES.map((status) => (
          <li key={status} className="shrink-0">
            <button
              type="button"
              onClick={() => onJump(status)}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-3 text-xs font-medium text-zinc-700 shadow-xs focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              {TASK_STATUS_LABELS[status]}
              <span className="text-zinc-500 tabular-nums">{counts[status]}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

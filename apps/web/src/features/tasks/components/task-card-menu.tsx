import { MAX_ID, TASK_STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '@aerie/contract';
import { ArrowDownToLine, ArrowRight, ArrowUpToLine, MoreHorizontal, PanelRightOpen } from 'lucide-react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface TaskCardMenuProps {
  task: Task;
  /**
   * How many cards the task's column holds in full (to offer "bottom" only when it is not there yet); null
   * when a filter hides some, so the full column's size is not known here.
   */
  columnSize: number | null;
  onMove: (status: TaskStatus, position: number) => void;
  onOpen: () => void;
}

/** "Move to…": the same moves as dragging, for anyone who would rather not drag (docs/product.md § Board). */
export function TaskCardMenu({ task, columnSize, onMove, onOpen }: TaskCardMenuProps) {
  const isTop = task.position === 0;
  const isBottom = columnSize !== null && task.position >= columnSize - 1;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${task.title}`}
        // A press on the menu must never start a drag of the card underneath.
        onPointerDown={(event) => event.stopPropagation()}
        className="rounded-md p-1.5 text-zinc-400 transition-colors hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent-500 data-[state=open]:bg-zinc-100 data-[state=open]:text-zinc-700"
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onOpen}>
          <PanelRightOpen aria-hidden="true" />
          Open task
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Move to…</DropdownMenuLabel>
        {TASK_STATUSES.filter((status) => status !== task.status).map((status) => (
          <DropdownMenuItem key={status} onSelect={() => onMove(status, 0)}>
            <ArrowRight aria-hidden="true" />
            {TASK_STATUS_LABELS[status]}
          </DropdownMenuItem>
        ))}
        {(!isTop || !isBottom) && <DropdownMenuSeparator />}
        {!isTop && (
          <DropdownMenuItem onSelect={() => onMove(task.status, 0)}>
            <ArrowUpToLine aria-hidden="true" />
            Top of {TASK_STATUS_LABELS[task.status]}
          </DropdownMenuItem>
        )}
        {!isBottom && (
          <DropdownMenuItem onSelect={() => onMove(task.status, columnSize === null ? MAX_ID : columnSize - 1)}>
            <ArrowDownToLine aria-hidden="true" />
            Bottom of {TASK_STATUS_LABELS[task.status]}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { Task } from '@aerie/contract';
import { clsx } from 'clsx';
import { CalendarDays, MessageSquare } from 'lucide-react';
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode, Ref } from 'react';

import { Badge } from '@/components/ui/badge';

import { descriptionPreview, formatTaskDay, isOverdue } from '../task-display';
import { AssigneeStack } from './assignee-avatar';
import { LabelChips } from './label-chip';
import { PriorityBadge } from './priority-badge';

export interface TaskCardProps extends HTMLAttributes<HTMLElement> {
  task: Task;
  today: string;
  /** Opens the task; the title is a button stretched over the whole card. */
  onOpen?: () => void;
  /** Extra wiring for that title button: on the board it is also where the keyboard picks the card up. */
  openerProps?: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };
  /** Controls drawn above the stretched title (the board's "Move to…" menu). */
  actions?: ReactNode;
  /** The copy under the pointer while dragging. */
  isOverlay?: boolean;
  /** The card's place in its column while it is being dragged. */
  isPlaceholder?: boolean;
  ref?: Ref<HTMLElement>;
}

/** One task on the board: title, description preview, labels, key, priority, assignees and dates (overdue in red). */
export function TaskCard({
  task,
  today,
  onOpen,
  openerProps,
  actions,
  isOverlay,
  isPlaceholder,
  className,
  ref,
  ...rest
}: TaskCardProps) {
  const overdue = isOverdue(task, today);
  return (
    <article
      ref={ref}
      className={clsx(
        'group relative rounded-lg border bg-white p-3 text-left transition-[box-shadow,transform,border-color,opacity]',
        'border-zinc-200 shadow-xs shadow-zinc-900/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500/40',
        isOverlay
          ? 'rotate-[1.5deg] cursor-grabbing border-zinc-300 shadow-xl shadow-zinc-900/15'
          : 'cursor-grab hover:-translate-y-px hover:border-zinc-300 hover:shadow-md',
        isPlaceholder && 'opacity-40',
        className,
      )}
      {...rest}
    >
      <div className="flex items-start gap-2">
        <h4 className="min-w-0 flex-1 pt-0.5 text-sm leading-5 font-medium break-words text-zinc-900">
          <button
            {...openerProps}
            type="button"
            onClick={onOpen}
            className="text-left after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
          >
            {task.title}
          </button>
        </h4>
        {actions && <div className="relative z-10 -mt-1 -mr-1.5 flex shrink-0 items-center">{actions}</div>}
      </div>
      {task.description && (
        <p className="mt-1 text-xs leading-5 break-words text-zinc-500">{descriptionPreview(task.description)}</p>
      )}
      {task.labels.length > 0 && (
        <div className="mt-2">
          <LabelChips labels={task.labels} />
        </div>
      )}
      <div className="mt-3 flex items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-mono text-[11px] font-medium text-zinc-500">{task.key}</span>
          <PriorityBadge priority={task.priority} />
          {overdue && <Badge tone="danger">Overdue</Badge>}
        </div>
        <div className="flex items-center gap-2">
          {task.comment_count > 0 && (
            <span className="flex items-center gap-0.5 text-xs text-zinc-500">
              <MessageSquare className="size-3.5" aria-hidden="true" />
              {task.comment_count}
              <span className="sr-only">{task.comment_count === 1 ? ' comment' : ' comments'}</span>
            </span>
          )}
          <AssigneeStack people={task.assignees} />
        </div>
      </div>
      <p
        className={clsx(
          'mt-2 flex items-center gap-1.5 text-xs',
          overdue ? 'font-medium text-red-600' : 'text-zinc-500',
        )}
      >
        <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
        <span>
          <span className="sr-only">Dates: </span>
          {formatTaskDay(task.start_date)} – {formatTaskDay(task.end_date)}
        </span>
      </p>
    </article>
  );
}

import type { Task, TaskStatus } from '@aerie/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { SyntheticEvent } from 'react';

import { TaskCard } from './task-card';
import { TaskCardMenu } from './task-card-menu';

export interface SortableTaskCardProps {
  task: Task;
  today: string;
  columnSize: number;
  onOpen: (task: Task) => void;
  onMove: (task: Task, status: TaskStatus, position: number) => void;
}

/**
 * A card that can be dragged. The mouse and touch start a drag anywhere on the card (after a few pixels,
 * or a short press on touch, so a click still opens it); the keyboard drags from the handle, since Enter
 * on the card opens it.
 */
export function SortableTaskCard({ task, today, columnSize, onOpen, onMove }: SortableTaskCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  // dnd-kit types its listeners loosely; split the keyboard one off for the handle.
  const { onKeyDown, ...pointerListeners } = (listeners ?? {}) as Record<string, (event: SyntheticEvent) => void>;
  return (
    <li>
      <TaskCard
        ref={setNodeRef}
        task={task}
        today={today}
        isPlaceholder={isDragging}
        onOpen={() => onOpen(task)}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        className="touch-manipulation"
        {...pointerListeners}
        actions={
          <>
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              onKeyDown={onKeyDown}
              aria-label={`Drag ${task.title}`}
              className="cursor-grab rounded-md p-1.5 text-zinc-300 transition-colors group-hover:text-zinc-500 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
            <TaskCardMenu
              task={task}
              columnSize={columnSize}
              onOpen={() => onOpen(task)}
              onMove={(status, position) => onMove(task, status, position)}
            />
          </>
        }
      />
    </li>
  );
}

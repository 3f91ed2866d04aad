import type { Task, TaskStatus } from '@aerie/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent, SyntheticEvent } from 'react';

import { TaskCard } from './task-card';
import { TaskCardMenu } from './task-card-menu';

export interface SortableTaskCardProps {
  task: Task;
  today: string;
  columnSize: number | null;
  onOpen: (task: Task) => void;
  onMove: (task: Task, status: TaskStatus, position: number) => void;
}

/**
 * A card that can be dragged by any part of it, as on Trello or Linear. The mouse starts a drag after a
 * few pixels and a finger after a short press (see use-board-sensors), so a click or a tap still opens
 * the card and a swipe still scrolls the board. The keyboard has one stop per card, its title button:
 * Enter opens the task, Space picks the card up (board-announcements says so to screen readers).
 */
export function SortableTaskCard({ task, today, columnSize, onOpen, onMove }: SortableTaskCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  // dnd-kit types its listeners loosely; the keyboard one goes on the title button, the rest on the card.
  const { onKeyDown, ...pointerListeners } = (listeners ?? {}) as Record<string, (event: SyntheticEvent) => void>;
  return (
    <li>
      <TaskCard
        ref={setNodeRef}
        task={task}
        today={today}
        isPlaceholder={isDragging}
        onOpen={() => onOpen(task)}
        // Only the instructions' id from dnd-kit's attributes: the title stays a plain button (no
        // role description, no second tab stop on the card), so "button, Write launch post" is what is heard.
        openerProps={{
          ref: setActivatorNodeRef,
          onKeyDown: onKeyDown as ((event: KeyboardEvent<HTMLButtonElement>) => void) | undefined,
          'aria-describedby': attributes['aria-describedby'],
        }}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        className="touch-manipulation select-none"
        {...pointerListeners}
        actions={
          <TaskCardMenu
            task={task}
            columnSize={columnSize}
            onOpen={() => onOpen(task)}
            onMove={(status, position) => onMove(task, status, position)}
          />
        }
      />
    </li>
  );
}

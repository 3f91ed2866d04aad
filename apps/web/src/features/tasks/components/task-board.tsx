import { TASK_STATUSES, type Task, type TaskStatus } from '@aerie/contract';
import { DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import { useMemo, useRef } from 'react';

import type { BoardColumnState } from '../api/use-board';
import { columnIdsOf, type DragId } from '../board-drag';
import { boardAnnouncements, screenReaderInstructions, type AnnouncementSource } from './board-announcements';
import { ColumnJumpBar } from './column-jump-bar';
import { LoadMoreSentinel } from './load-more-sentinel';
import { SortableTaskCard } from './sortable-task-card';
import { TaskCard } from './task-card';
import { TaskColumn } from './task-column';
import { useBoardDrag } from './use-board-drag';
import { useBoardSensors } from './use-board-sensors';

export interface TaskBoardProps {
  /** Each column's loaded cards (the filters applied by the server), its total and how to load more. */
  columns: Record<TaskStatus, BoardColumnState>;
  isFiltered: boolean;
  today: string;
  onOpen: (task: Task) => void;
  onAdd: (status: TaskStatus) => void;
  onMove: (task: Task, status: TaskStatus, position: number) => void;
}

const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * The four columns (docs/product.md § Board) with drag and drop by mouse, touch and keyboard. Below 640 px the columns
 * scroll sideways inside the board, one screen-wide column at a time, and never widen the page.
 */
export function TaskBoard({ columns, isFiltered, today, onOpen, onAdd, onMove }: TaskBoardProps) {
  const { todo, in_progress: inProgress, review, done } = columns;
  const [todoCards, inProgressCards, reviewCards, doneCards] = [todo.cards, inProgress.cards, review.cards, done.cards];
  const tasks = useMemo(
    () => [...todoCards, ...inProgressCards, ...reviewCards, ...doneCards],
    [todoCards, inProgressCards, reviewCards, doneCards],
  );
  const visibleColumns = useMemo(
    () => columnIdsOf({ todo: todoCards, in_progress: inProgressCards, review: reviewCards, done: doneCards }),
    [todoCards, inProgressCards, reviewCards, doneCards],
  );
  const byId = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const drag = useBoardDrag({ tasks, visibleColumns, onMove });
  const sensors = useBoardSensors();

  const source = useRef<AnnouncementSource>({ columns: drag.columns, titleOf: () => '' });
  source.current = { columns: drag.columns, titleOf: (id: DragId) => byId.get(Number(id))?.title ?? 'the task' };
  const announcements = useMemo(() => boardAnnouncements(() => source.current), []);
  const activeTask = drag.activeId !== null ? byId.get(drag.activeId) : undefined;

  const scroller = useRef<HTMLDivElement>(null);
  const columnElements = useRef(new Map<TaskStatus, HTMLElement>());
  // Scrolls the board only (scrollIntoView could move the page too); the snap settles the column.
  const jumpTo = (status: TaskStatus) => {
    const board = scroller.current;
    const element = columnElements.current.get(status);
    if (!board || !element) return;
    const offset = element.getBoundingClientRect().left - board.getBoundingClientRect().left;
    board.scrollTo({
      left: board.scrollLeft + offset - parseFloat(getComputedStyle(board).paddingLeft),
      behavior: 'smooth',
    });
  };
  const counts = Object.fromEntries(TASK_STATUSES.map((status) => [status, columns[status].total])) as Record<
    TaskStatus,
    number
  >;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={drag.collisionDetection}
      measuring={measuring}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <ColumnJumpBar counts={counts} onJump={jumpTo} />
      <div
        ref={scroller}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 items-start gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:snap-none sm:px-0 lg:gap-4"
      >
        {TASK_STATUSES.map((status) => (
          <TaskColumn
            key={status}
            ref={(element) => {
              if (element) columnElements.current.set(status, element);
              else columnElements.current.delete(status);
            }}
            status={status}
            cardIds={drag.columns[status]}
            total={columns[status].total}
            isTarget={drag.targetColumn === status}
            isDragActive={drag.activeId !== null}
            isFiltered={isFiltered}
            onAdd={onAdd}
          >
            {drag.columns[status].map((id) => {
              const task = byId.get(id);
              return (
                task && (
                  <SortableTaskCard
                    key={id}
                    task={task}
                    today={today}
                    // Filtered, the server's count is of the matching cards only (past the end means the bottom).
                    columnSize={isFiltered ? null : columns[task.status].total}
                    onOpen={onOpen}
                    onMove={onMove}
                  />
                )
              );
            })}
            {columns[status].hasMore && (
              <LoadMoreSentinel
                label={status}
                isLoading={columns[status].isLoadingMore}
                onVisible={columns[status].loadMore}
              />
            )}
          </TaskColumn>
        ))}
      </div>
      <DragOverlay>
        {/* dnd-kit measures the overlay's first child: a plain wrapper keeps the tilted card's box exact. */}
        {activeTask && (
          <div aria-hidden="true">
            <TaskCard task={activeTask} today={today} isOverlay />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

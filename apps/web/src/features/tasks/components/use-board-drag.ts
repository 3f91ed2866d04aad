import type { Task, TaskStatus } from '@aerie/contract';
import {
  closestCenter,
  getFirstCollision,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useCallback, useEffect, useRef, useState } from 'react';

import { findColumn, isStatus, locateCard, placeCard, type ColumnIds, type DragId } from '../board-drag';
import { dropPosition } from '../task-order';

export interface BoardDragOptions {
  /** The cards the board has loaded, the filters applied by the server; their positions are places in the full columns. */
  tasks: readonly Task[];
  /** What the board shows, by column. */
  visibleColumns: ColumnIds;
  onMove: (task: Task, status: TaskStatus, position: number) => void;
}

interface WorkingCopy {
  columns: ColumnIds;
  /** The tasks it was made from: once the cache changes (the optimistic move landed), the copy retires. */
  basis: readonly Task[];
}

/**
 * The board's drag state (after dnd-kit's multiple-containers pattern): a working copy of the visible
 * columns follows the card between columns while it moves; the drop becomes one move, placed in the full
 * column by its new neighbours' positions (the column may be filtered, or loaded only in part). The copy stays on screen until the optimistic update replaces it, so the card never flickers back.
 */
export function useBoardDrag({ tasks, visibleColumns, onMove }: BoardDragOptions) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const [working, setWorking] = useState<WorkingCopy | null>(null);
  const columns = working && (activeId !== null || working.basis === tasks) ? working.columns : visibleColumns;
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const lastOverId = useRef<DragId | null>(null);
  const justMovedAcross = useRef(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => (justMovedAcross.current = false));
    return () => cancelAnimationFrame(frame);
  }, [columns]);

  const collisionDetection: CollisionDetection = useCallback(
    (args) => {
      const underPointer = pointerWithin(args);
      let overId = getFirstCollision(underPointer.length > 0 ? underPointer : rectIntersection(args), 'id');
      if (overId != null) {
        if (isStatus(overId) && columnsRef.current[overId].length > 0) {
          // Over a column that has cards: aim at the nearest card, so the drop lands between two of them.
          const ids = columnsRef.current[overId];
          const cards = args.droppableContainers.filter(
            (entry) => !isStatus(entry.id) && ids.includes(Number(entry.id)),
          );
          overId = closestCenter({ ...args, droppableContainers: cards })[0]?.id ?? overId;
        }
        lastOverId.current = overId;
        return [{ id: overId }];
      }
      // The card has just changed column and the layout is still shifting: stay where it is.
      if (justMovedAcross.current && activeId !== null) lastOverId.current = activeId;
      return lastOverId.current != null ? [{ id: lastOverId.current }] : [];
    },
    [activeId],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const id = Number(active.id);
    setActiveId(id);
    setWorking({ columns: visibleColumns, basis: tasks });
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const id = Number(active.id);
    const current = columnsRef.current;
    const from = findColumn(current, id);
    const to = findColumn(current, over.id);
    if (!from || !to || from === to) return;
    let index = current[to].length;
    if (!isStatus(over.id)) {
      const translated = active.rect.current.translated;
      const isBelow = translated !== null && translated.top > over.rect.top + over.rect.height / 2;
      index = current[to].indexOf(Number(over.id)) + (isBelow ? 1 : 0);
    }
    justMovedAcross.current = true;
    setWorking({ columns: placeCard(current, id, to, index), basis: tasks });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = Number(active.id);
    const task = tasks.find((candidate) => candidate.id === id);
    let final = columnsRef.current;
    const to = over ? findColumn(final, over.id) : undefined;
    setActiveId(null);
    lastOverId.current = null;
    if (!task || !over || !to) return setWorking(null);
    if (findColumn(final, id) === to && !isStatus(over.id)) {
      final = placeCard(final, id, to, final[to].indexOf(Number(over.id)));
    }
    const landed = locateCard(final, id)!;
    const byId = new Map(tasks.map((card) => [card.id, card]));
    const shown = final[landed.status]
      .filter((cardId) => cardId !== id)
      .map((cardId) => byId.get(cardId))
      .filter((card) => card !== undefined);
    const position = dropPosition(task, landed.status, shown, landed.index);
    if (landed.status === task.status && position === task.position) return setWorking(null);
    setWorking({ columns: final, basis: tasks });
    onMove(task, landed.status, position);
  };

  const onDragCancel = () => {
    setActiveId(null);
    setWorking(null);
    lastOverId.current = null;
  };

  const targetColumn = activeId !== null ? findColumn(columns, activeId) : undefined;
  return { activeId, columns, targetColumn, collisionDetection, onDragStart, onDragOver, onDragEnd, onDragCancel };
}

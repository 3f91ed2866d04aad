import { TASK_STATUS_LABELS } from '@aerie/contract';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

import { findColumn, isStatus, type ColumnIds, type DragId } from '../board-drag';

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Press enter to open the task. To move it, press space, then use the up and down arrows to move it ' +
    'within a column, left and right to move it to another column. Press space again to drop it, or escape to cancel.',
};

export interface AnnouncementSource {
  /** The board as it is shown right now (the working copy while dragging). */
  columns: ColumnIds;
  titleOf: (id: DragId) => string;
}

/** What a screen reader hears while a card moves, in words a person would use (column and place). */
export function boardAnnouncements(read: () => AnnouncementSource): Announcements {
  const place = (id: DragId) => {
    const { columns } = read();
    const status = findColumn(columns, id);
    if (!status) return 'outside the board';
    const label = TASK_STATUS_LABELS[status];
    if (isStatus(id)) return label;
    return `${label}, position ${columns[status].indexOf(Number(id)) + 1} of ${columns[status].length}`;
  };
  const title = (id: DragId) => read().titleOf(id);
  return {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}, in ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${title(active.id)} is over ${place(over.id)}.` : `${title(active.id)} is not over a column.`,
    onDragEnd: ({ active, over }) =>
      over ? `${title(active.id)} was dropped in ${place(active.id)}.` : `${title(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${title(active.id)} went back to where it was.`,
  };
}

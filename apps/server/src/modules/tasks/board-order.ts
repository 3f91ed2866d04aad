import type { TaskStatus } from '@aerie/contract';

/** Where a card is: its column and its place in it (0 at the top). */
export interface CardPlace {
  id: number;
  status: TaskStatus;
  position: number;
}

/**
 * The new top-to-bottom order of the columns a placement touches: `from` without the card, and `to` with it
 * at `index`, clamped to the column's length. `cards` lists both columns top to bottom; the card itself
 * may be listed under either, or under neither for a card being created.
 */
export function planPlacement(
  cards: CardPlace[],
  placement: { taskId: number; from: TaskStatus; to: TaskStatus; index: number },
): number[][] {
  const column = (status: TaskStatus) =>
    cards.filter((card) => card.status === status && card.id !== placement.taskId).map((card) => card.id);
  const target = column(placement.to);
  target.splice(Math.min(Math.max(placement.index, 0), target.length), 0, placement.taskId);
  return placement.from === placement.to ? [target] : [column(placement.from), target];
}

/** The cards whose position differs from their place in `columns` (each listed top to bottom). */
export function positionChanges(cards: CardPlace[], columns: number[][]): Array<{ id: number; position: number }> {
  const current = new Map(cards.map((card) => [card.id, card.position]));
  return columns
    .flatMap((ids) => ids.map((id, position) => ({ id, position })))
    .filter((change) => current.get(change.id) !== change.position);
}

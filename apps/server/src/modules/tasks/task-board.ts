import type { TaskStatus } from '@aerie/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects, tasks } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { planPlacement, positionChanges, type CardPlace } from './board-order.js';

/**
 * Takes the project's board lock for the rest of the transaction. Every write that changes positions takes
 * it first, so two moves on one board run one after the other and each reads the order the previous one
 * left: no duplicate or lost positions. `FOR NO KEY UPDATE` rather than `FOR UPDATE`: it excludes the other
 * board writers just the same, but not the foreign-key checks of rows that merely point at the project
 * (adding a collaborator does not wait for a card move).
 */
export async function lockBoard(tx: Queryable, projectId: number): Promise<void> {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('no key update');
  // Deleted after the caller's visibility check: its tasks went with it.
  if (!project) throw notFound('The project');
}

/** The cards of some columns of a board, each column top to bottom. Call it with the board locked. */
async function readColumns(tx: Queryable, projectId: number, statuses: TaskStatus[]): Promise<CardPlace[]> {
  return tx
    .select({ id: tasks.id, status: tasks.status, position: tasks.position })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), inArray(tasks.status, statuses)))
    .orderBy(asc(tasks.position), asc(tasks.id));
}

/** Writes the new positions of the cards whose place changed, in one statement. */
async function writePositions(tx: Queryable, changes: Array<{ id: number; position: number }>): Promise<void> {
  if (!changes.length) return;
  const cases = sql.join(
    changes.map((change) => sql`when ${change.id}::int then ${change.position}::int`),
    sql` `,
  );
  await tx
    .update(tasks)
    .set({ position: sql`(case ${tasks.id} ${cases} end)` })
    .where(
      inArray(
        tasks.id,
        changes.map((change) => change.id),
      ),
    );
}

export interface Placement {
  taskId: number;
  /** The column the card was in (for a new card, the one it is created in). */
  from: TaskStatus;
  to: TaskStatus;
  /** Wanted place in `to`, 0 at the top; past the end means the bottom. */
  index: number;
}

/**
 * Puts a card at `index` of column `to`, closing its gap in `from` and shifting the cards below both
 * places. The card's own `status` must already say `to`. Call it with the board locked.
 */
export async function placeCard(tx: Queryable, projectId: number, placement: Placement): Promise<void> {
  const cards = await readColumns(tx, projectId, [...new Set([placement.from, placement.to])]);
  await writePositions(tx, positionChanges(cards, planPlacement(cards, placement)));
}

/** Renumbers a column 0..n-1 from top to bottom, e.g. after a card left it. Call it with the board locked. */
export async function closeGaps(tx: Queryable, projectId: number, status: TaskStatus): Promise<void> {
  const cards = await readColumns(tx, projectId, [status]);
  await writePositions(tx, positionChanges(cards, [cards.map((card) => card.id)]));
}

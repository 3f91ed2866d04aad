import type { BoardColumnPage, TaskPriority, TaskStatus } from '@aerie/contract';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { taskAssignees, taskLabels, tasks } from '../../db/schema/index.js';
import { selectTasks } from './task-queries.js';

/** The board's view filters (apps/web task-filters), as the column call receives them. */
export interface BoardFilters {
  search?: string;
  assignee?: number | 'unassigned';
  priority?: TaskPriority;
  onlyMine?: boolean;
  labelIds?: number[];
}

export interface BoardColumnInput {
  project: { id: number; taskKeyPrefix: string };
  status: TaskStatus;
  viewerId: number;
  filters: BoardFilters;
  /** The previous page's `next_after`. */
  after?: string;
  limit: number;
  today: string;
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const assignedTo = (userId: number) =>
  sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.userId} = ${userId})`;

/** A title containing the words, or the task's own key ("aer-12" finds AER-12), as the board's search box does. */
function searchOf(search: string, keyPrefix: string): SQL | undefined {
  const words = search.trim();
  if (!words) return undefined;
  const key = /^([a-z]{2,5})-(\d{1,9})$/i.exec(words);
  const byTitle = sql`${tasks.title} ilike ${likePattern(words)}`;
  return key && key[1]!.toUpperCase() === keyPrefix ? or(byTitle, eq(tasks.number, Number(key[2]))) : byTitle;
}

/**
 * The cards of one column the board's view filters let through (docs/product.md § Board): a title containing
 * the search or the card's own key, every other filter as well, and any one of the chosen labels.
 */
function columnOf({ project, status, viewerId, filters }: BoardColumnInput): SQL {
  const { search, assignee, priority, onlyMine, labelIds } = filters;
  return and(
    eq(tasks.projectId, project.id),
    eq(tasks.status, status),
    search ? searchOf(search, project.taskKeyPrefix) : undefined,
    priority ? eq(tasks.priority, priority) : undefined,
    onlyMine ? assignedTo(viewerId) : undefined,
    labelIds?.length
      ? sql`exists (select 1 from ${taskLabels} where ${taskLabels.taskId} = ${tasks.id} and ${taskLabels.labelId} = any(${sql.param(labelIds)}::int[]))`
      : undefined,
    assignee === 'unassigned'
      ? sql`not exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id})`
      : assignee !== undefined
        ? assignedTo(assignee)
        : undefined,
  )!;
}

/**
 * Cards strictly below the cursor's card in the column's (position, id) order. Written as a row comparison,
 * PostgreSQL makes it a bound of the board index (an index range scan from the cursor, checked with EXPLAIN
 * on a 5,000-task board); the equivalent `position > p or (position = p and id > i)` is a filter over every
 * row above the cursor instead.
 */
function below(after: string | undefined): SQL | undefined {
  if (!after) return undefined;
  const [position, id] = after.split('.').map(Number) as [number, number];
  return sql`(${tasks.position}, ${tasks.id}) > (${position}::int, ${id}::int)`;
}

/**
 * A page of one column of the board (issue 33), top to bottom after the cursor, with the column's count:
 * five statements however long the page (the cards, the count, and the cards' assignees, comment counts and
 * labels). The cursor is the last card's place, so a card moved meanwhile never makes a page repeat itself.
 */
export async function listBoardColumn(db: Queryable, input: BoardColumnInput): Promise<BoardColumnPage> {
  const column = columnOf(input);
  const page = await selectTasks(db, and(column, below(input.after))!, { limit: input.limit + 1 });
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${tasks.status} <> 'done' and ${tasks.endDate} < ${input.today}))::int`,
    })
    .from(tasks)
    .where(column);
  const hasMore = page.length > input.limit;
  const cards = hasMore ? page.slice(0, input.limit) : page;
  const last = cards.at(-1);
  return {
    tasks: cards,
    next_after: hasMore && last ? `${last.position}.${last.id}` : null,
    total: counts?.total ?? 0,
    overdue: counts?.overdue ?? 0,
  };
}

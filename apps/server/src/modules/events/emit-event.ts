import { EVENT_CATALOGUE, type DomainEventData, type DomainEventName } from '@aerie/contract';

import { sql, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { domainEvents } from '../../db/schema/index.js';

export interface NewEvent<Name extends DomainEventName> {
  name: Name;
  workspaceId: number;
  projectId?: number | null;
  actorUserId?: number | null;
  /** What the event is about, as "kind:id" (defaults to the workspace). */
  aggregate?: string;
  data: DomainEventData<Name>;
}

/**
 * Only bench/event-emit.ts turns this on: it times the write paths that emit events with and without
 * them, interleaved in one process (docs/performance.md). Nothing in the product sets it.
 */
let mutedForBenchmark = false;
export function muteEventsForBenchmark(muted: boolean): void {
  mutedForBenchmark = muted;
}

/** The outbox row of an event, its data checked against the catalogue. */
function outboxRow<Name extends DomainEventName>(event: NewEvent<Name>) {
  const entry = EVENT_CATALOGUE[event.name];
  return {
    name: event.name,
    version: entry.version,
    workspaceId: event.workspaceId,
    projectId: event.projectId ?? null,
    actorUserId: event.actorUserId ?? null,
    aggregate: event.aggregate ?? `workspace:${event.workspaceId}`,
    data: entry.data.parse(event.data) as Record<string, unknown>,
  };
}

/**
 * Records a domain event. Call it with the transaction that makes the change: the event commits with the
 * change or not at all (a transactional outbox), and its commit signals the relays that dispatch it. The data is checked
 * against the catalogue here, so a subscriber or webhook receiver never sees a shape it was not promised.
 */
export async function emitEvent<Name extends DomainEventName>(db: Queryable, event: NewEvent<Name>): Promise<number> {
  if (mutedForBenchmark) return 0;
  const [row] = await db.insert(domainEvents).values(outboxRow(event)).returning({ id: domainEvents.id });
  return row!.id;
}

/** An UPDATE … RETURNING the touched rows' ids, not yet run (a Drizzle update builder with `.returning({ id })`). */
type ChangeReturningIds = { getSQL(): SQL } & PromiseLike<Array<{ id: number }>>;

/**
 * Runs `change` and records `event` in the SAME statement, only if the change touched a row; answers the
 * touched ids. On the shortest write paths (a deployment run's finish, a task move: one or two statements)
 * a separate insert was 15–25% of the path (docs/performance.md § Domain events on the write paths); here
 * the event costs no round trip of its own. Atomic without a transaction: one statement commits whole.
 */
export async function changeWithEvent<Name extends DomainEventName>(
  db: Queryable,
  change: ChangeReturningIds,
  event: NewEvent<Name> | null,
): Promise<number[]> {
  if (!event || mutedForBenchmark) return (await change).map((row) => row.id);
  const row = outboxRow(event);
  const result = await db.execute(sql`
    with changed as (${change.getSQL()}),
    recorded as (
      insert into ${domainEvents} (name, version, workspace_id, project_id, actor_user_id, aggregate, data)
      select ${row.name}::text, ${row.version}::smallint, ${row.workspaceId}::int, ${row.projectId}::int,
             ${row.actorUserId}::int, ${row.aggregate}::text, ${JSON.stringify(row.data)}::jsonb
      where exists (select 1 from changed)
    )
    select id from changed`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((changed) => changed.id);
}

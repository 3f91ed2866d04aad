import { EVENT_CATALOGUE, type DomainEventData, type DomainEventName } from '@aerie/contract';

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

/**
 * Records a domain event. Call it with the transaction that makes the change: the event commits with the
 * change or not at all (a transactional outbox), and its commit signals the relays that dispatch it. The data is checked
 * against the catalogue here, so a subscriber or webhook receiver never sees a shape it was not promised.
 */
export async function emitEvent<Name extends DomainEventName>(db: Queryable, event: NewEvent<Name>): Promise<number> {
  if (mutedForBenchmark) return 0;
  const entry = EVENT_CATALOGUE[event.name];
  const data = entry.data.parse(event.data) as Record<string, unknown>;
  const [row] = await db
    .insert(domainEvents)
    .values({
      name: event.name,
      version: entry.version,
      workspaceId: event.workspaceId,
      projectId: event.projectId ?? null,
      actorUserId: event.actorUserId ?? null,
      aggregate: event.aggregate ?? `workspace:${event.workspaceId}`,
      data,
    })
    .returning({ id: domainEvents.id });
  return row!.id;
}

import type { DomainEvent, DomainEventName } from '@aerie/contract';

import type { DomainEventRow } from '../../db/schema/index.js';

/** A stored event as subscribers, the feed and webhook receivers see it. */
export function eventView(row: DomainEventRow): DomainEvent {
  return {
    id: row.id,
    name: row.name as DomainEventName,
    version: row.version,
    occurredAt: row.occurredAt.toISOString(),
    workspaceId: row.workspaceId,
    projectId: row.projectId,
    actorUserId: row.actorUserId,
    data: row.data as DomainEvent['data'],
  };
}

import type { DomainEventName } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Database } from '../../src/db/client.js';
import { domainEvents } from '../../src/db/schema/index.js';
import { emitEvent, type NewEvent } from '../../src/modules/events/index.js';

/**
 * An event recorded as already dispatched, to no one: no relay hands it to a subscriber, so the test
 * decides who handles it and when (`handleEvent`), or keeps it as a row of its own (a feed entry).
 */
export async function quietEvent<Name extends DomainEventName>(db: Database, event: NewEvent<Name>): Promise<number> {
  return db.transaction(async (tx) => {
    const eventId = await emitEvent(tx, event);
    await tx.update(domainEvents).set({ dispatchedAt: new Date() }).where(eq(domainEvents.id, eventId));
    return eventId;
  });
}

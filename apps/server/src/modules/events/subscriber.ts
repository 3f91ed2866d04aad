import type { DomainEvent, DomainEventName } from '@aerie/contract';

import type { QueueName } from '../../adapters/queue/job-queue.js';
import type { AppContext } from '../../context.js';
import type { Transaction } from '../../db/client.js';

/**
 * A reaction to domain events, declared by the domain that reacts (its entry exports its subscribers; the
 * runtime hands the whole list to the dispatcher). `handle` runs in a transaction that also writes the
 * event's receipt: its database writes happen once. Effects outside the database (an HTTP call, a cloud
 * API) may repeat after a crash, so they must be safe to repeat, or be queued as jobs inside `tx`.
 */
export interface EventSubscriber<Name extends DomainEventName = DomainEventName> {
  /** Stable and unique: receipts are keyed by it ("hosting.destroy-project-pilots"). */
  name: string;
  on: readonly Name[];
  /**
   * Handle one aggregate's events in the order they happened (a later one waits, through the job's retry,
   * until the earlier ones are handled). Only where order changes the outcome.
   */
  ordered?: boolean;
  /**
   * Queues whose jobs `handle` sends inside `tx`: this process's workers of them are woken once it commits,
   * so the reaction does not wait for their next poll (a push's deploy run).
   */
  wakes?: readonly QueueName[];
  handle(ctx: AppContext, event: DomainEvent<Name>, tx: Transaction): Promise<void>;
}

/** Declares a subscriber with its events' data typed. */
export function defineSubscriber<Name extends DomainEventName>(subscriber: EventSubscriber<Name>): EventSubscriber {
  return subscriber as unknown as EventSubscriber;
}

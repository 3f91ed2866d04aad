import type { ServerRow } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner hears of a coming destruction this long before it (or at once, when less remains). */
export const DESTRUCTION_WARNING_DAYS = 3;

/**
 * A pilot whose paid month ran out without renewal (and was not cancelled) keeps its server this long, in
 * the spec's "expired" state (docs/product.md § Pilot lifecycle: only Renew and Delete), before it is destroyed like a
 * cancelled one: an unpaid server would otherwise run, and cost, for ever.
 */
export const UNPAID_GRACE_DAYS = 7;

export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * When the pilot's server will be destroyed if nothing changes: at the end of the paid month when
 * cancelled, UNPAID_GRACE_DAYS after it otherwise (a renewal moves the end). Null for a server connection.
 */
export function destructionTime(pilot: Pick<ServerRow, 'pilotId' | 'expiresAt' | 'cancelAtPeriodEnd'>): Date | null {
  if (pilot.pilotId === null || pilot.expiresAt === null) return null;
  return pilot.cancelAtPeriodEnd ? pilot.expiresAt : daysAfter(pilot.expiresAt, UNPAID_GRACE_DAYS);
}

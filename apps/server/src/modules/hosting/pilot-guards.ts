import { HOSTING_MESSAGES } from '@aerie/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

import { CloudProviderError } from '../../adapters/cloud/cloud-provider.js';
import type { Queryable } from '../../db/client.js';
import { servers, type ServerRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isExpired } from './server-view.js';

/** A claim older than this is a crashed process's: the next caller may take the pilot over. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

/** An expired pilot does nothing until it is renewed (docs/product.md § Pilot actions: only Renew and Delete are offered). */
export function assertNotExpired(pilot: ServerRow, now = new Date()): void {
  if (isExpired(pilot, now)) throw new AppError('bad_request', HOSTING_MESSAGES.pilotExpired);
}

/**
 * Takes the pilot for one provision or power action: ONE conditional update, so of two calls at once only
 * one gets the row back and reaches the cloud; the other hears the pilot is busy (409). Null when taken.
 */
export async function claimPilot(db: Queryable, pilot: ServerRow, now = new Date()): Promise<ServerRow | null> {
  const [claimed] = await db
    .update(servers)
    .set({ busySince: now })
    .where(
      and(
        eq(servers.id, pilot.id),
        or(isNull(servers.busySince), lt(servers.busySince, new Date(now.getTime() - STALE_CLAIM_MS))),
      ),
    )
    .returning();
  return claimed ?? null;
}

export async function releasePilot(db: Queryable, pilotId: number): Promise<void> {
  await db.update(servers).set({ busySince: null }).where(eq(servers.id, pilotId));
}

export const pilotBusy = () => new AppError('conflict', HOSTING_MESSAGES.pilotBusy);

/**
 * A cloud failure as the user reads it: busy is a conflict (409), the rest the cloud's fault (502). The
 * adapters' messages never hold the token.
 */
export function cloudFailure(error: unknown): unknown {
  if (!(error instanceof CloudProviderError)) return error;
  if (error.kind === 'locked') return pilotBusy();
  return new AppError('bad_request', error.message, { status: 502 });
}

/** A pilot is driven through the cloud it was made at; a server now configured for another cannot reach it. */
export function assertSameCloud(pilot: ServerRow, cloudName: string): void {
  if (pilot.cloudProvider && pilot.cloudProvider !== cloudName)
    throw new AppError('bad_request', 'This pilot runs at a cloud this server is not set up for.', { status: 502 });
}

import { HOSTING_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { CloudAction } from '../../adapters/cloud/cloud-provider.js';
import type { AppContext } from '../../context.js';
import { servers, type ServerRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import {
  assertNotExpired,
  assertSameCloud,
  claimPilot,
  cloudFailure,
  pilotBusy,
  releasePilot,
} from './pilot-guards.js';
import { recordServerLog } from './server-logs.js';

const OUTCOME = {
  reboot: { active: 1, message: HOSTING_MESSAGES.pilotRebooted },
  power_on: { active: 1, message: HOSTING_MESSAGES.pilotPoweredOn },
  power_off: { active: 0, message: HOSTING_MESSAGES.pilotPoweredOff },
} as const;

/**
 * Reboots, powers on or powers off a provisioned pilot (docs/product.md § Pilot actions) and logs it. Asking for the
 * state it is already in changes nothing and reaches no cloud (409). The pilot is claimed for the call, so
 * two actions at once do not cross; the cloud's own lock (an action still running there) is a 409 too.
 */
export async function actOnPilot(
  ctx: AppContext,
  pilot: ServerRow,
  userId: number,
  action: CloudAction,
): Promise<{ pilot: ServerRow; message: string }> {
  assertNotExpired(pilot);
  if (!pilot.providerServerId || !pilot.ip) throw new AppError('bad_request', HOSTING_MESSAGES.pilotNotProvisioned);
  assertSameCloud(pilot, ctx.cloud.name);
  if (action === 'power_on' && pilot.active === 1) throw new AppError('conflict', 'This pilot is already powered on.');
  if (action === 'power_off' && pilot.active === 0)
    throw new AppError('conflict', 'This pilot is already powered off.');
  if (action === 'reboot' && pilot.active === 0)
    throw new AppError('conflict', 'This pilot is powered off. Power it on instead.');
  const claimed = await claimPilot(ctx.db, pilot);
  if (!claimed) throw pilotBusy();
  try {
    // Read again under the claim: another action may have changed it since.
    if (claimed.active !== pilot.active) throw pilotBusy();
    await ctx.cloud.act(claimed.providerServerId!, action);
  } catch (error) {
    await releasePilot(ctx.db, claimed.id);
    const failure = cloudFailure(error);
    if (failure instanceof AppError)
      await recordServerLog(ctx.db, { server: claimed, userId, action, outcome: 'failure', message: failure.message });
    throw failure;
  }
  const { active, message } = OUTCOME[action];
  const [updated] = await ctx.db
    .update(servers)
    .set({ active, busySince: null, updatedAt: new Date() })
    .where(eq(servers.id, claimed.id))
    .returning();
  await recordServerLog(ctx.db, { server: updated!, userId, action, outcome: 'success', message });
  return { pilot: updated!, message };
}

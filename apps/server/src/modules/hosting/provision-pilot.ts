import { HOSTING_MESSAGES, HOSTING_RULES } from '@aerie/contract';
import { and, eq, isNull } from 'drizzle-orm';

import { CloudProviderError } from '../../adapters/cloud/cloud-provider.js';
import { localPilotAccount } from '../../adapters/server-transport/local-account.js';
import type { AppContext } from '../../context.js';
import { pilotPlans, pilotTemplates, servers, type ServerRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { destroyPilotsAtCloud } from './destroy-pilot.js';
import { generateOpenSshKeyPair } from '../../lib/openssh-key.js';
import {
  assertNotExpired,
  assertSameCloud,
  claimPilot,
  cloudFailure,
  pilotBusy,
  releasePilot,
} from './pilot-guards.js';
import { recordServerLog } from './server-logs.js';
import { sealServerCredential } from './server-session.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a provisioned pilot is called, where it runs (the Hosting page's HOSTING PROVIDER column). */
const CLOUD_NAMES = { local: 'Aerie Cloud (this host)', digitalocean: 'DigitalOcean' } as const;

/**
 * Puts a paid pilot at its cloud and waits (up to CLOUD_WAIT_SECONDS) for its address
 * (docs/product.md § Pilot actions). The one caller whose claim matched creates the cloud server — at most once per
 * pilot: its id is stored the moment the cloud answers, and a later call (the wait ran out, or the process stopped)
 * polls that same server instead of creating another. A cloud pilot gets a key pair of its own; its private half is
 * sealed at rest and only ever used by Aerie's SSH client.
 */
export async function provisionPilot(
  ctx: AppContext,
  pilot: ServerRow,
  userId: number,
): Promise<{ pilot: ServerRow; message: string }> {
  assertNotExpired(pilot);
  if (pilot.ip) return { pilot, message: 'Pilot is already provisioned.' };
  assertSameCloud(pilot, ctx.cloud.name);
  const claimed = await claimPilot(ctx.db, pilot);
  if (!claimed) throw pilotBusy();
  if (claimed.ip) {
    await releasePilot(ctx.db, claimed.id);
    return { pilot: claimed, message: 'Pilot is already provisioned.' };
  }
  try {
    const created = claimed.providerServerId ? claimed : await createAtCloud(ctx, claimed);
    const deadline = Date.now() + ctx.config.hosting.waitMs;
    for (;;) {
      const cloudServer = await ctx.cloud.describe(created.providerServerId!);
      if (cloudServer.ipv4) {
        const [ready] = await ctx.db
          .update(servers)
          .set({
            ip: cloudServer.ipv4,
            active: cloudServer.status === 'off' ? 0 : 1,
            busySince: null,
            updatedAt: new Date(),
          })
          .where(eq(servers.id, created.id))
          .returning();
        await recordServerLog(ctx.db, {
          server: ready!,
          userId,
          action: 'provision',
          outcome: 'success',
          message: `${HOSTING_MESSAGES.pilotProvisioned} IP address ${cloudServer.ipv4}.`,
        });
        return { pilot: ready!, message: HOSTING_MESSAGES.pilotProvisioned };
      }
      if (Date.now() + ctx.config.hosting.pollMs > deadline) break;
      await sleep(ctx.config.hosting.pollMs);
    }
    await releasePilot(ctx.db, created.id);
    return { pilot: { ...created, busySince: null }, message: HOSTING_MESSAGES.pilotProvisioning };
  } catch (error) {
    // Gone at the cloud before it had an address (deleted there by hand): the next call makes a new one.
    if (error instanceof CloudProviderError && error.kind === 'not_found')
      await ctx.db
        .update(servers)
        .set({ providerServerId: null, credentialEnc: null, updatedAt: new Date() })
        .where(and(eq(servers.id, claimed.id), isNull(servers.ip)));
    await releasePilot(ctx.db, claimed.id);
    const failure = cloudFailure(error);
    if (failure instanceof AppError)
      await recordServerLog(ctx.db, {
        server: claimed,
        userId,
        action: 'provision',
        outcome: 'failure',
        message: failure.message,
      });
    throw failure;
  }
}

/** Creates the pilot's server at the cloud and records at once which one it is. */
async function createAtCloud(ctx: AppContext, pilot: ServerRow): Promise<ServerRow> {
  const [plan] = await ctx.db.select().from(pilotPlans).where(eq(pilotPlans.id, pilot.planId!));
  const [template] = await ctx.db.select().from(pilotTemplates).where(eq(pilotTemplates.id, pilot.templateId!));
  if (!plan || !template) throw new AppError('bad_request', HOSTING_MESSAGES.missingPlanOrTemplate);
  const isLocal = ctx.cloud.name === 'local';
  // A local pilot is reached by the local transport and needs no key; a droplet only lets this key in.
  const keys = isLocal ? null : generateOpenSshKeyPair(`aerie-${pilot.slug}`);
  const cloudServer = await ctx.cloud.create({
    name: pilot.name,
    region: HOSTING_RULES.region.toLowerCase(),
    size: plan.size,
    image: template.image,
    sshPublicKey: keys?.publicKey ?? '',
    setupScript: template.setup,
  });
  const [stored] = await ctx.db
    .update(servers)
    .set({
      providerServerId: cloudServer.id,
      cloudProvider: ctx.cloud.name,
      hostname: CLOUD_NAMES[ctx.cloud.name],
      // Aerie runs as root here: the local pilot's scripts run as the unprivileged account.
      username:
        isLocal && localPilotAccount(ctx.config.hosting.localPilotUser)
          ? ctx.config.hosting.localPilotUser
          : pilot.username,
      credentialEnc: keys ? sealServerCredential(ctx, pilot.slug, keys.privateKey) : null,
      hostKeyFingerprint: isLocal ? 'local' : null,
      updatedAt: new Date(),
    })
    .where(eq(servers.id, pilot.id))
    .returning();
  if (!stored) {
    // Deleted (its project with it) while the cloud was creating it: nothing would ever destroy it later.
    await destroyPilotsAtCloud(ctx, [
      { id: pilot.id, cloudProvider: ctx.cloud.name, providerServerId: cloudServer.id },
    ]);
    throw notFound('The pilot');
  }
  return stored;
}

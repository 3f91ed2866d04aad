import { and, desc, eq } from 'drizzle-orm';

import type { ServerSession } from '../../../adapters/server-transport/server-transport.js';
import { ServerTransportError } from '../../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../../context.js';
import { servers, siteServerReleases, siteServerTargets, websitePublications } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { openServerSession } from '../../hosting/index.js';
import { liveStaticSite } from '../../websites/index.js';
import { syncServerCaddy } from '../server-caddy/sync-server-caddy.js';
import {
  inspectReleasesScript,
  RELEASE_NAME,
  releaseExistsScript,
  releaseDir,
  removeReleasesScript,
  switchScript,
} from '../release-script.js';
import type { SiteReleaseJob } from './site-release-job.js';
import { tarArchive } from './tar-archive.js';
import { uploadReleaseScript } from './site-release-scripts.js';

type Target = typeof siteServerTargets.$inferSelect;

class ReleaseFailed extends Error {}

/**
 * One job of the `site-release` queue (docs/architecture.md § Sites on your servers). A publish uploads the live
 * publish as `{path}/releases/{name}` (one tar on standard input), switches `current` to it atomically, prunes
 * releases beyond `keep_releases`, then syncs Caddy on the server; a rollback only switches and syncs. The
 * outcome is recorded on the target for the builder; a failure is the target's, never thrown (the job is done).
 */
export async function runSiteRelease(ctx: AppContext, job: SiteReleaseJob): Promise<void> {
  const [target] = await ctx.db.select().from(siteServerTargets).where(eq(siteServerTargets.websiteId, job.websiteId));
  if (!target) return;
  await record(ctx, target.id, { releaseState: 'uploading', releaseError: null });
  try {
    const live =
      job.action === 'publish' ? await publishRelease(ctx, target) : await switchBack(ctx, target, job.release);
    if (live === null) return;
    await record(ctx, target.id, { releaseState: 'live', liveRelease: live, releaseAt: ctx.clock.now() });
  } catch (error) {
    const message = failureMessage(error);
    if (!(error instanceof ReleaseFailed || error instanceof AppError || error instanceof ServerTransportError))
      ctx.logger.error({ err: error, websiteId: job.websiteId }, 'site release failed');
    await record(ctx, target.id, { releaseState: 'failed', releaseError: message.slice(0, 500) });
  }
}

async function record(ctx: AppContext, targetId: number, values: Partial<Target>): Promise<void> {
  await ctx.db
    .update(siteServerTargets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(siteServerTargets.id, targetId));
}

function failureMessage(error: unknown): string {
  if (error instanceof ReleaseFailed || error instanceof AppError || error instanceof ServerTransportError)
    return error.message;
  return 'Something went wrong while uploading the site. Publish again to retry.';
}

async function withSession<T>(ctx: AppContext, serverId: number, work: (session: ServerSession) => Promise<T>) {
  const [server] = await ctx.db.select().from(servers).where(eq(servers.id, serverId));
  if (!server) throw new ReleaseFailed('The server is gone.');
  const session = await openServerSession(ctx, server);
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}

async function mustRun(session: ServerSession, script: string, what: string, stdin?: Buffer) {
  const result = await session.run(script, stdin ? { stdin } : undefined);
  if (result.code !== 0) {
    const line = (result.stderr.trim() || result.stdout.trim()).split('\n').at(-1)?.trim();
    throw new ReleaseFailed(`${what} (exit code ${result.code})${line ? `: ${line.slice(0, 300)}` : ''}.`);
  }
  return result.stdout.trim();
}

/** The live publish, uploaded and made current; null when it was overtaken by a newer publish meanwhile. */
async function publishRelease(ctx: AppContext, target: Target): Promise<string | null> {
  const site = await liveStaticSite(ctx, target.websiteId);
  if (!site) throw new ReleaseFailed('The site is not published: publish it to upload it to the server.');
  const name = `${site.revision}-${ctx.clock.now().getTime().toString(36)}`;
  const archive = tarArchive(site.files, ctx.clock.now());
  const switched = await withSession(ctx, target.serverId, async (session) => {
    const inspected = await mustRun(session, inspectReleasesScript(target.deployPath), 'Could not look at the folder');
    if (inspected === 'occupied')
      throw new ReleaseFailed(`${target.deployPath} holds other files: choose an empty folder or a new one.`);
    if (inspected === 'not-a-link')
      throw new ReleaseFailed(
        `${target.deployPath}/current is a folder, not a link: move it away or choose another folder.`,
      );
    await mustRun(
      session,
      uploadReleaseScript(target.deployPath, name),
      'Could not unpack the site on the server',
      archive,
    );
    await ctx.db.insert(siteServerReleases).values({
      targetId: target.id,
      name,
      publishId: site.publishId,
      revision: site.revision,
    });
    // A publish that came meanwhile has its own job, which uploads and switches to it: this older one stays
    // on the server for rollback but does not go live over it.
    const [now] = await ctx.db
      .select({ publishId: websitePublications.publishId })
      .from(websitePublications)
      .where(eq(websitePublications.websiteId, target.websiteId));
    if (now && now.publishId !== site.publishId) return false;
    await mustRun(
      session,
      switchScript({ deployPath: target.deployPath, release: name, runId: target.id }),
      'Could not switch current',
    );
    await prune(ctx, session, target, name);
    return true;
  });
  if (!switched) return null;
  await syncCaddy(ctx, target);
  return name;
}

async function switchBack(ctx: AppContext, target: Target, release: string): Promise<string> {
  if (!RELEASE_NAME.test(release)) throw new ReleaseFailed('There is no such release.');
  await withSession(ctx, target.serverId, async (session) => {
    const exists = await mustRun(
      session,
      releaseExistsScript(releaseDir(target.deployPath, release)),
      'Could not look for the release',
    );
    if (exists !== 'yes') {
      await ctx.db
        .update(siteServerReleases)
        .set({ pruned: true })
        .where(and(eq(siteServerReleases.targetId, target.id), eq(siteServerReleases.name, release)));
      throw new ReleaseFailed(`Release ${release} is no longer on the server.`);
    }
    await mustRun(
      session,
      switchScript({ deployPath: target.deployPath, release, runId: target.id }),
      'Could not switch current',
    );
  });
  await syncCaddy(ctx, target);
  return release;
}

async function syncCaddy(ctx: AppContext, target: Target): Promise<void> {
  try {
    await syncServerCaddy(ctx, target.serverId);
  } catch (error) {
    const reason = error instanceof AppError || error instanceof ServerTransportError ? error.message : 'it failed';
    throw new ReleaseFailed(`The site is uploaded, but Caddy on the server could not be set up: ${reason}`);
  }
}

/**
 * Keeps `keep_releases` releases: the live one and the newest before it; removes the others from the server and
 * marks them pruned. Decided from the rows, newest first; a failure leaves them for the next publish.
 */
async function prune(ctx: AppContext, session: ServerSession, target: Target, live: string): Promise<void> {
  const rows = await ctx.db
    .select({ name: siteServerReleases.name })
    .from(siteServerReleases)
    .where(and(eq(siteServerReleases.targetId, target.id), eq(siteServerReleases.pruned, false)))
    .orderBy(desc(siteServerReleases.id));
  const kept = new Set([live]);
  for (const row of rows) if (kept.size < target.keepReleases) kept.add(row.name);
  const doomed = rows.map((row) => row.name).filter((name) => !kept.has(name) && RELEASE_NAME.test(name));
  if (doomed.length === 0) return;
  const removed = await session.run(removeReleasesScript(target.deployPath, doomed));
  if (removed.code !== 0) return;
  for (const name of doomed)
    await ctx.db
      .update(siteServerReleases)
      .set({ pruned: true })
      .where(and(eq(siteServerReleases.targetId, target.id), eq(siteServerReleases.name, name)));
}

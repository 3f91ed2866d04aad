import { eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { providerPushHooks, repositories } from '../../../db/schema/index.js';
import { lockRepositoryPushHook } from './push-hook-lock.js';
import type { HookedRepository, MadePushHook } from './provider-push-hooks.js';

/** A hook row taken out of the database, still to be removed at its provider once the transaction commits. */
export interface TakenPushHook {
  repository: HookedRepository;
  providerHookId: string;
}

export async function hasPushHook(db: Queryable, repositoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: providerPushHooks.id })
    .from(providerPushHooks)
    .where(eq(providerPushHooks.repositoryId, repositoryId));
  return row !== undefined;
}

/** Thrown in a transaction that needs the repository's hook when it was removed since it was looked for. */
export class PushHookGone extends Error {
  constructor() {
    super('The push webhook was removed meanwhile');
    this.name = 'PushHookGone';
  }
}

/**
 * In a transaction that turns push-to-deploy on: under the repository's hook lock, keeps the hook it has,
 * or stores `made`. True when `made` was stored (false: it is not needed and should be removed at the
 * provider). With no hook and nothing made (the last deployment on push let it go meanwhile) it throws
 * PushHookGone, and the caller makes one and tries again.
 */
export async function attachPushHook(tx: Queryable, repositoryId: number, made: MadePushHook | null): Promise<boolean> {
  await lockRepositoryPushHook(tx, repositoryId);
  if (await hasPushHook(tx, repositoryId)) return false;
  if (!made) throw new PushHookGone();
  await tx.insert(providerPushHooks).values({ repositoryId, ...made });
  return true;
}

/**
 * Deletes the repository's hook row (the caller holds the hook lock, or the repository is going), answering
 * what to remove at the provider after the commit; null when it had none.
 */
export async function takePushHook(tx: Queryable, repositoryId: number): Promise<TakenPushHook | null> {
  const [taken] = await tx
    .delete(providerPushHooks)
    .where(eq(providerPushHooks.repositoryId, repositoryId))
    .returning({ providerHookId: providerPushHooks.providerHookId });
  if (!taken) return null;
  const [repository] = await tx
    .select({
      id: repositories.id,
      workspaceId: repositories.workspaceId,
      platform: repositories.platform,
      platformRepoId: repositories.platformRepoId,
      fullName: repositories.fullName,
    })
    .from(repositories)
    .where(eq(repositories.id, repositoryId));
  if (!repository || repository.platform === 'aerie') return null;
  return { repository: { ...repository, platform: repository.platform }, providerHookId: taken.providerHookId };
}

/** The repository's hook as `takePushHook` would answer it, without deleting it (the row goes with the repository). */
export async function readPushHook(db: Queryable, repositoryId: number): Promise<TakenPushHook | null> {
  const [row] = await db
    .select({
      providerHookId: providerPushHooks.providerHookId,
      id: repositories.id,
      workspaceId: repositories.workspaceId,
      platform: repositories.platform,
      platformRepoId: repositories.platformRepoId,
      fullName: repositories.fullName,
    })
    .from(providerPushHooks)
    .innerJoin(repositories, eq(repositories.id, providerPushHooks.repositoryId))
    .where(eq(providerPushHooks.repositoryId, repositoryId));
  if (!row || row.platform === 'aerie') return null;
  const { providerHookId, ...repository } = row;
  return { repository: { ...repository, platform: row.platform }, providerHookId };
}

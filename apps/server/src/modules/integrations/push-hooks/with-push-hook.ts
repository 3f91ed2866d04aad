import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { attachPushHook, hasPushHook, PushHookGone } from './push-hook-rows.js';
import { deleteProviderPushHook, makeProviderPushHook, type HookedRepository } from './provider-push-hooks.js';

/** Called by the change, inside its transaction, once it is sure to turn push-to-deploy on. */
export type AttachPushHook = (tx: Queryable) => Promise<void>;

/**
 * Runs `change` — a write that leaves a deployment of this provider repository with push-to-deploy on, in
 * a transaction of its own that calls `attach(tx)` — with the repository's push webhook in place when it
 * commits. When the repository has no hook, one is made at the provider FIRST, outside any transaction (a
 * refusal is a field error and nothing is written); the transaction stores it. If the transaction then
 * fails, or another one stored a hook first, the one made here is removed from the provider again. If the
 * hook went while this ran (the last deployment on push let it go), the change runs once more with a new
 * one.
 */
export async function withPushHook<T>(
  ctx: AppContext,
  repository: HookedRepository,
  change: (attach: AttachPushHook) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const needsHook = attempt > 1 || !(await hasPushHook(ctx.db, repository.id));
    const made = needsHook ? await makeProviderPushHook(ctx, repository) : null;
    let stored = false;
    try {
      const result = await change(async (tx) => {
        stored = await attachPushHook(tx, repository.id, made);
      });
      if (made && !stored) await deleteProviderPushHook(ctx, repository, made.providerHookId);
      return result;
    } catch (error) {
      if (made) await deleteProviderPushHook(ctx, repository, made.providerHookId);
      if (error instanceof PushHookGone && attempt === 1) continue;
      throw error;
    }
  }
}

import type { Queryable } from '../../db/client.js';

/**
 * Ends what someone could still do in projects they just lost standing in (removed from a project or a
 * workspace, or no longer a project's owner): a session another domain opened under that standing (a
 * store's seller admin, issue 24). These run INSIDE the membership change's transaction — an inversion,
 * not an event — because access must end when the membership does, not a job hop later, and must roll
 * back with it. Slower, non-security effects (tasks unassigned) follow the `member.left` event instead.
 */
export type AccessEnder = (tx: Queryable, userId: number, projectIds: number[]) => Promise<void>;

let enders: readonly AccessEnder[] | null = null;

/** Set once at start by the composition root (src/compose-domains.ts). */
export function composeAccessEnders(list: readonly AccessEnder[]): void {
  enders = list;
}

export async function endMemberAccess(tx: Queryable, userId: number, projectIds: number[]): Promise<void> {
  if (!enders) throw new Error('member access enders are not composed: startRuntime calls composeDomains() first');
  if (!projectIds.length) return;
  for (const end of enders) await end(tx, userId, projectIds);
}

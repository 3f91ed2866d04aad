import type { DomainEvent, NotificationType } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects, stores, workspaces } from '../../db/schema/index.js';

/** Who an event may concern; each resolves to at most one person. */
type Recipient = 'startedBy' | 'projectOwner' | 'assignee' | 'mentioned' | 'storeOwner' | 'workspaceOwner' | 'member';

/**
 * Who hears of what (docs/architecture.md § Notifications), the defaults a person would expect: whoever
 * started a deploy hears how it went and its project's owner of a failure; a store's owner of its orders;
 * an assignee of their task, whoever a comment mentions; the workspace owner of team changes and failed payments (and a member of
 * their own new role). Then, always: never the person who did it, never someone who may not see it.
 */
export const RECIPIENTS: Record<NotificationType, readonly Recipient[]> = {
  'deployment.failed': ['startedBy', 'projectOwner'],
  'deployment.succeeded': ['startedBy'],
  'deployment.rolled_back': ['startedBy', 'projectOwner'],
  'task.assigned': ['assignee'],
  'task.due': ['assignee'],
  'task.mentioned': ['mentioned'],
  'form.submitted': ['projectOwner'],
  'form.limit_reached': ['projectOwner'],
  'order.paid': ['storeOwner'],
  'order.refunded': ['storeOwner'],
  'product.out_of_stock': ['storeOwner'],
  'server.unreachable': ['projectOwner'],
  'payment.failed': ['workspaceOwner'],
  'member.joined': ['workspaceOwner'],
  'member.left': ['workspaceOwner'],
  'member.role_changed': ['workspaceOwner', 'member'],
};

async function projectOwnerOf(db: Queryable, projectId: number | null): Promise<number | null> {
  if (projectId === null) return null;
  const [row] = await db.select({ ownerId: projects.ownerId }).from(projects).where(eq(projects.id, projectId));
  return row?.ownerId ?? null;
}

/**
 * A store's owner is the person who opened it (its seller account is no Aerie user); a store whose opener
 * is gone answers to its project's owner.
 */
async function storeOwnerOf(db: Queryable, storeId: number): Promise<number | null> {
  const [row] = await db
    .select({ createdById: stores.createdById, projectOwnerId: projects.ownerId })
    .from(stores)
    .innerJoin(projects, eq(projects.id, stores.projectId))
    .where(eq(stores.id, storeId));
  return row ? (row.createdById ?? row.projectOwnerId) : null;
}

async function resolve(db: Queryable, recipient: Recipient, event: DomainEvent): Promise<number | null> {
  const data = event.data as Record<string, unknown>;
  switch (recipient) {
    case 'startedBy':
      return (data.startedByUserId as number | null | undefined) ?? null;
    case 'projectOwner':
      return projectOwnerOf(db, event.projectId);
    case 'assignee':
      return (data.assigneeUserId as number | undefined) ?? null;
    case 'mentioned':
      return (data.mentionedUserId as number | undefined) ?? null;
    case 'storeOwner':
      return typeof data.storeId === 'number' ? storeOwnerOf(db, data.storeId) : null;
    case 'member':
      return (data.userId as number | undefined) ?? null;
    case 'workspaceOwner': {
      const [row] = await db
        .select({ ownerId: workspaces.ownerId })
        .from(workspaces)
        .where(eq(workspaces.id, event.workspaceId));
      return row?.ownerId ?? null;
    }
  }
}

/**
 * A run's end names whoever started it as its actor, yet how it went is news to them: they pressed Deploy
 * and the outcome came minutes later. Dropping them as the actor would tell no starter anything at all.
 */
const HEARS_OF_OWN_ACT: ReadonlySet<Recipient> = new Set(['startedBy']);

/**
 * The people the table names for an event, once each, without its actor (no one hears of their own act),
 * except where the rule is about that very person (`HEARS_OF_OWN_ACT`).
 */
export async function candidateRecipients(db: Queryable, event: DomainEvent): Promise<number[]> {
  const rules = RECIPIENTS[event.name as NotificationType] ?? [];
  const people = new Set<number>();
  for (const rule of rules) {
    const userId = await resolve(db, rule, event);
    if (userId === null) continue;
    if (userId !== event.actorUserId || HEARS_OF_OWN_ACT.has(rule)) people.add(userId);
  }
  return [...people];
}

import type { DomainEvent, NotificationType } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { projects, stores, websiteFormRecipients, workspaces } from '../../db/schema/index.js';
import { maySeeEvent } from './event-visibility.js';

/** Who an event may concern; each resolves to a few people, most to at most one. */
type Recipient =
  | 'startedBy'
  | 'projectOwner'
  | 'assignee'
  | 'mentioned'
  | 'storeOwner'
  | 'workspaceOwner'
  | 'member'
  | 'formRecipients';

/**
 * Who hears of what (docs/architecture.md § Notifications), the defaults a person would expect: whoever
 * started a deploy hears how it went and its project's owner of a failure; a store's owner of its orders;
 * an assignee of their task, whoever a comment mentions; the workspace owner of team changes and failed payments (and a member of
 * their own new role); the people chosen for a site's forms (else the project owner) of its messages. Then, always: never the person who did it, never someone who may not see it.
 */
export const RECIPIENTS: Record<NotificationType, readonly Recipient[]> = {
  'deployment.failed': ['startedBy', 'projectOwner'],
  'deployment.succeeded': ['startedBy'],
  'deployment.rolled_back': ['startedBy', 'projectOwner'],
  'task.assigned': ['assignee'],
  'task.due': ['assignee'],
  'task.mentioned': ['mentioned'],
  'form.submitted': ['formRecipients'],
  'form.limit_reached': ['formRecipients'],
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

/**
 * The people chosen in a site's inbox (docs/product.md § Site forms) who still see its project, or else the
 * project's owner: someone who left the team is not told, and a site whose chosen people all left still
 * tells someone rather than losing its messages.
 */
async function formRecipientsOf(db: Queryable, event: DomainEvent, websiteId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: websiteFormRecipients.userId })
    .from(websiteFormRecipients)
    .where(eq(websiteFormRecipients.websiteId, websiteId));
  const chosen: number[] = [];
  for (const { userId } of rows) if (await maySeeEvent(db, userId, event)) chosen.push(userId);
  if (chosen.length) return chosen;
  const owner = await projectOwnerOf(db, event.projectId);
  return owner === null ? [] : [owner];
}

/** One person, or nobody, as a list. */
const one = (userId: number | null | undefined): number[] => (userId == null ? [] : [userId]);

async function resolve(db: Queryable, recipient: Recipient, event: DomainEvent): Promise<number[]> {
  const data = event.data as Record<string, unknown>;
  switch (recipient) {
    case 'startedBy':
      return one(data.startedByUserId as number | null | undefined);
    case 'projectOwner':
      return one(await projectOwnerOf(db, event.projectId));
    case 'assignee':
      return one(data.assigneeUserId as number | undefined);
    case 'mentioned':
      return one(data.mentionedUserId as number | undefined);
    case 'storeOwner':
      return typeof data.storeId === 'number' ? one(await storeOwnerOf(db, data.storeId)) : [];
    case 'member':
      return one(data.userId as number | undefined);
    case 'workspaceOwner': {
      const [row] = await db
        .select({ ownerId: workspaces.ownerId })
        .from(workspaces)
        .where(eq(workspaces.id, event.workspaceId));
      return one(row?.ownerId);
    }
    case 'formRecipients':
      return typeof data.websiteId === 'number' ? formRecipientsOf(db, event, data.websiteId) : [];
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
    for (const userId of await resolve(db, rule, event)) {
      if (userId !== event.actorUserId || HEARS_OF_OWN_ACT.has(rule)) people.add(userId);
    }
  }
  return [...people];
}

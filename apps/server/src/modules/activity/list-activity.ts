import {
  DOMAIN_EVENT_NAMES,
  EVENT_CATALOGUE,
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuerySchema,
  type DomainEventData,
  type DomainEventName,
  type EventLane,
} from '@aerie/contract';
import type { z } from 'zod';
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { domainEvents, projects, users } from '../../db/schema/index.js';
import { activityLink } from './activity-link.js';
import { objectStillExists } from './activity-objects.js';
import { peopleNamedBy, summarize } from './activity-summary.js';

/** Whose feed: a whole workspace's, or one project's. The caller has checked the viewer may see it. */
export type ActivityScope = { workspaceId: number } | { projectId: number };

/** The feed's query as the contract parsed it: `before` (an event id), `limit`, `lane`, `actor` (a user id). */
export type ActivityFilter = z.output<typeof ActivityQuerySchema>;

/** The event names the feed shows, of one lane or of all. */
function feedNames(lane: EventLane | undefined): DomainEventName[] {
  return DOMAIN_EVENT_NAMES.filter((name) => {
    const entry = EVENT_CATALOGUE[name];
    return entry.inFeed && (lane === undefined || entry.lane === lane);
  });
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * A page of the activity feed, newest first, read straight from the outbox (`domain_events`) by the
 * (workspace_id, id) or (project_id, id) index. A deleted project's events stay, named from its last
 * project event and without links.
 */
export async function listActivity(db: Queryable, scope: ActivityScope, filter: ActivityFilter): Promise<ActivityPage> {
  const where: SQL[] = [
    'workspaceId' in scope
      ? eq(domainEvents.workspaceId, scope.workspaceId)
      : eq(domainEvents.projectId, scope.projectId),
    inArray(domainEvents.name, feedNames(filter.lane)),
  ];
  if (filter.before !== undefined) where.push(lt(domainEvents.id, filter.before));
  if (filter.actor !== undefined) where.push(eq(domainEvents.actorUserId, filter.actor));

  const rows = await db
    .select({
      id: domainEvents.id,
      name: domainEvents.name,
      occurredAt: domainEvents.occurredAt,
      data: domainEvents.data,
      projectId: domainEvents.projectId,
      actor: { id: users.id, first: users.first, last: users.last, avatar: users.avatar },
      projectUid: projects.uid,
      // COALESCE stops at the live name, so the look-up of a deleted project's last name runs only for those.
      projectName: sql<string | null>`coalesce(${projects.name}, (
        select earlier.data->>'name' from ${domainEvents} as earlier
        where earlier.project_id = ${domainEvents.projectId}
          and earlier.name in ('project.created', 'project.deleted')
        order by earlier.id desc limit 1))`,
      objectExists: objectStillExists(),
    })
    .from(domainEvents)
    .leftJoin(users, eq(users.id, domainEvents.actorUserId))
    .leftJoin(projects, eq(projects.id, domainEvents.projectId))
    .where(and(...where))
    .orderBy(desc(domainEvents.id))
    .limit(filter.limit + 1);

  const page = rows.slice(0, filter.limit);
  const people = await namesOf(
    db,
    page.flatMap((row) => peopleNamedBy(row.name as DomainEventName, row.data)),
  );
  const entries = page.map((row): ActivityEntry => {
    const name = row.name as DomainEventName;
    const data = row.data as DomainEventData<DomainEventName>;
    const actor = row.actor ? fullName(row.actor.first, row.actor.last) : null;
    return {
      id: row.id,
      name,
      lane: EVENT_CATALOGUE[name].lane,
      occurred_at: row.occurredAt.toISOString(),
      actor: row.actor ? { id: row.actor.id, name: actor!, avatar: row.actor.avatar } : null,
      project: row.projectId === null ? null : { id: row.projectId, name: row.projectName ?? 'A deleted project' },
      summary: summarize(name, data, { actor, actorUserId: row.actor?.id ?? null, people }),
      link: row.objectExists ? activityLink(name, data, row.projectUid, row.projectId !== null) : null,
    };
  });
  return { entries, next_before: rows.length > filter.limit ? page.at(-1)!.id : null };
}

async function namesOf(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.first, last: users.last })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, fullName(row.first, row.last)]));
}

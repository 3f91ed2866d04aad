import { z } from 'zod';

/**
 * Every domain event of the product: its name, the version of its data, the lane it belongs to and the
 * shape of its data. Domains emit them inside the transaction that made the change (apps/server
 * modules/events); subscribers, the activity feed, notifications and outgoing webhooks read them. A
 * webhook receiver sees exactly this data, so a change to a shape is a new version, never an edit.
 */
const id = z.number().int().positive();
const name = z.string();

/** Which part of the product an event is about: the activity feed filters by it. */
export const EVENT_LANES = [
  'projects',
  'team',
  'tasks',
  'sites',
  'stores',
  'repositories',
  'servers',
  'deployments',
  'billing',
] as const;
export type EventLane = (typeof EVENT_LANES)[number];

function event<Data extends z.ZodType>(lane: EventLane, data: Data, options: { inFeed?: boolean } = {}) {
  return { version: 1, lane, data, inFeed: options.inFeed ?? true } as const;
}

export const EVENT_CATALOGUE = {
  'project.created': event('projects', z.object({ projectId: id, name })),
  'project.deleted': event(
    'projects',
    z.object({
      projectId: id,
      name,
      // What lived outside the database and went with the rows (read in the delete's transaction, since
      // the cascade takes the rows): the domains that made them remove them (hosting, repositories).
      pilots: z.array(
        z.object({ serverId: id, cloud: z.string().nullable(), providerServerId: z.string().nullable() }),
      ),
      aerieRepositoryIds: z.array(id),
    }),
  ),

  'member.joined': event('team', z.object({ userId: id, name, role: z.string() })),
  'member.left': event('team', z.object({ userId: id, name, removedByUserId: id.nullable() })),
  'member.role_changed': event('team', z.object({ userId: id, name, from: z.string(), to: z.string() })),

  'task.created': event('tasks', z.object({ taskId: id, title: name })),
  'task.moved': event('tasks', z.object({ taskId: id, title: name, from: z.string(), to: z.string() })),
  'task.assigned': event('tasks', z.object({ taskId: id, title: name, assigneeUserId: id })),
  'task.commented': event('tasks', z.object({ taskId: id, title: name, commentId: id })),
  'task.mentioned': event('tasks', z.object({ taskId: id, title: name, commentId: id, mentionedUserId: id })),
  'task.unassigned': event('tasks', z.object({ taskId: id, title: name, assigneeUserId: id })),
  'task.dates_changed': event(
    'tasks',
    z.object({
      taskId: id,
      title: name,
      from: z.object({ start: z.string(), end: z.string() }),
      to: z.object({ start: z.string(), end: z.string() }),
    }),
  ),
  // A commit whose message names the task's key (docs/product.md § Task keys); `closes` when it said "fixes"
  // or the like and reached the default branch. `message` is its first line.
  'task.linked': event(
    'tasks',
    z.object({
      taskId: id,
      title: name,
      key: z.string(),
      repository: name,
      sha: z.string(),
      message: z.string().max(200),
      closes: z.boolean(),
    }),
  ),
  // A reminder to one assignee (docs/product.md § Due reminders): the system's, not something anyone did, so
  // the activity feed leaves it out; the card's history, the bell, e-mail and webhooks have it.
  'task.due': event(
    'tasks',
    z.object({
      taskId: id,
      title: name,
      dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      when: z.enum(['tomorrow', 'today']),
      assigneeUserId: id,
    }),
    { inFeed: false },
  ),

  'site.published': event('sites', z.object({ websiteId: id, name, url: z.string() })),
  'site.restored': event('sites', z.object({ websiteId: id, name, url: z.string() })),
  'site.rolled_back': event('sites', z.object({ websiteId: id, name, url: z.string(), revision: z.number().int() })),
  // A visitor sent a form of a published site (docs/product.md § Site forms); `name` is the site's, `form` the
  // form's. What they wrote stays in the inbox: events reach webhooks and the feed, which need no visitor's words.
  'form.submitted': event(
    'sites',
    z.object({
      websiteId: id,
      websiteUuid: z.string(),
      name,
      form: z.string(),
      submissionId: id,
      // The form asks for a task on the board with each submission (the tasks domain makes it).
      createsTask: z.boolean(),
    }),
  ),
  // The month's submissions reached the site plan's limit: said once a month, when the first one is refused.
  'form.limit_reached': event(
    'sites',
    z.object({ websiteId: id, websiteUuid: z.string(), name, limit: z.number().int() }),
    { inFeed: false },
  ),

  'order.paid': event(
    'stores',
    z.object({ storeId: id, orderId: id, reference: z.string(), total: z.number().int(), currency: z.string() }),
  ),
  'order.refunded': event(
    'stores',
    z.object({ storeId: id, orderId: id, reference: z.string(), amount: z.number().int(), currency: z.string() }),
  ),
  'product.out_of_stock': event('stores', z.object({ storeId: id, productId: id, name })),

  'branch.pushed': event(
    'repositories',
    z.object({
      repositoryId: id,
      repository: name,
      branch: z.string(),
      before: z.string(),
      after: z.string(),
      commits: z.number().int(),
    }),
  ),

  // Commits a provider's API gave that were not stored before (GitHub, GitLab, Bitbucket): the tasks domain
  // links those naming a key. Background bookkeeping, so not in the feed.
  'branch.synced': event(
    'repositories',
    z.object({ repositoryId: id, repository: name, branch: z.string(), shas: z.array(z.string()) }),
    { inFeed: false },
  ),

  'server.unreachable': event('servers', z.object({ serverId: id, name, reason: z.string() })),
  'server.ssh_user_added': event('servers', z.object({ serverId: id, name, username: z.string() })),

  'deployment.succeeded': event(
    'deployments',
    z.object({ deploymentId: id, runId: id, name, startedByUserId: id.nullable() }),
  ),
  'deployment.failed': event(
    'deployments',
    z.object({ deploymentId: id, runId: id, name, startedByUserId: id.nullable(), reason: z.string() }),
  ),
  // A deploy whose health check failed and was switched back (`automatic`, with the reason), or a rollback
  // run someone started that succeeded (issue 28).
  'deployment.rolled_back': event(
    'deployments',
    z.object({
      deploymentId: id,
      runId: id,
      name,
      startedByUserId: id.nullable(),
      automatic: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),

  // Money moves the workspace owner hears about; not every viewer of the feed sees them (billing lane).
  'payment.settled': event(
    'billing',
    z.object({ transactionId: id, purchase: z.string(), amount: z.number().int(), currency: z.string() }),
    { inFeed: false },
  ),
  'payment.failed': event(
    'billing',
    z.object({
      transactionId: id,
      purchase: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      reason: z.string(),
    }),
    { inFeed: false },
  ),
} as const;

export type DomainEventName = keyof typeof EVENT_CATALOGUE;
export const DOMAIN_EVENT_NAMES = Object.keys(EVENT_CATALOGUE) as DomainEventName[];
export type DomainEventData<Name extends DomainEventName> = z.infer<(typeof EVENT_CATALOGUE)[Name]['data']>;

/** One event as subscribers, the feed and webhook receivers see it. */
export interface DomainEvent<Name extends DomainEventName = DomainEventName> {
  id: number;
  name: Name;
  version: number;
  occurredAt: string;
  workspaceId: number;
  projectId: number | null;
  actorUserId: number | null;
  data: DomainEventData<Name>;
}

import type { DomainEventData, DomainEventName } from '@aerie/contract';

type Links = {
  [Name in DomainEventName]: (project: string, data: DomainEventData<Name>) => string | null;
};

/**
 * The dashboard screen each event opens, under its project's path. The caller gives null instead when
 * the project or the object itself is gone (activity-objects.ts), so an entry never links to a 404.
 */
const LINKS: Links = {
  'project.created': (project) => project,
  'project.deleted': () => null,
  'member.joined': (project) => `${project}/collaborators`,
  'member.left': (project) => `${project}/collaborators`,
  'member.role_changed': (project) => `${project}/collaborators`,
  'task.created': (project) => `${project}/workflow`,
  'task.moved': (project) => `${project}/workflow`,
  'task.assigned': (project) => `${project}/workflow`,
  'task.commented': (project) => `${project}/workflow`,
  'task.due': (project) => `${project}/workflow`,
  'task.mentioned': (project) => `${project}/workflow`,
  'task.unassigned': (project) => `${project}/workflow`,
  'task.dates_changed': (project) => `${project}/workflow`,
  'task.linked': (project) => `${project}/workflow`,
  'site.published': (project) => `${project}/builder`,
  'site.restored': (project) => `${project}/builder`,
  'site.rolled_back': (project) => `${project}/builder`,
  'form.submitted': (project, data) => `${project}/builder/${data.websiteUuid}/inbox`,
  'form.limit_reached': (project, data) => `${project}/builder/${data.websiteUuid}/inbox`,
  'order.paid': (project) => `${project}/store`,
  'order.refunded': (project) => `${project}/store`,
  'product.out_of_stock': (project) => `${project}/store`,
  'branch.pushed': (project) => `${project}/repository`,
  'branch.synced': (project) => `${project}/repository`,
  'server.unreachable': (project) => `${project}/hosting`,
  'server.ssh_user_added': (project) => `${project}/hosting`,
  'deployment.succeeded': (project, data) => `${project}/runs/${data.runId}`,
  'deployment.failed': (project, data) => `${project}/runs/${data.runId}`,
  'deployment.rolled_back': (project, data) => `${project}/runs/${data.runId}`,
  'payment.settled': () => '/dashboard/billing',
  'payment.failed': () => '/dashboard/billing',
};

/** Workspace-level events (no project) open the workspace's own screens. */
const WORKSPACE_LINKS: Partial<Record<DomainEventName, string>> = {
  'member.joined': '/dashboard/teams',
  'member.left': '/dashboard/teams',
  'member.role_changed': '/dashboard/teams',
  'payment.settled': '/dashboard/billing',
  'payment.failed': '/dashboard/billing',
};

export function activityLink<Name extends DomainEventName>(
  name: Name,
  data: DomainEventData<Name>,
  projectUid: string | null,
  hasProject: boolean,
): string | null {
  if (!hasProject) return WORKSPACE_LINKS[name] ?? null;
  if (projectUid === null) return null;
  return LINKS[name](`/dashboard/project/${projectUid}`, data);
}

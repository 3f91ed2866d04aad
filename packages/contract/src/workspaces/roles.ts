import type { WorkspaceRole } from './workspace.js';

/** The team roles from least to most trusted: each may do everything the ones before it may. */
export const ROLE_ORDER = ['guest', 'developer', 'maintainer', 'owner'] as const satisfies readonly WorkspaceRole[];

/**
 * What each team role may do on a workspace's projects (issue 24), as the least role an action needs: the
 * one table the server enforces, the web app asks before showing a control, and docs/security.md shows.
 * docs/product.md § Roles and permissions names the roles and leaves what each may do open; this follows what GitHub,
 * Vercel and Forge users expect. On a project, its own owner (the spec's business_id) counts as `owner`; the spec's
 * owner-only controls (deleting, removing collaborators, transferring) stay the project owner's alone, and paying stays
 * the workspace owner's.
 */
export const ROLE_TABLE = {
  /**
   * Boards, sites, stores, repositories, servers, deployments, runs and logs; tasks; the project itself
   * (docs/product.md § Roles and permissions).
   */
  'work on the project': 'guest',
  /** Delete other people's comments on a task (issue 27); everyone who works on the project comments and edits their own. */
  "delete others' comments": 'maintainer',
  /** Create and edit sites, their content, images and domains, and publish them. */
  'edit and publish sites': 'developer',
  /** Open a store, and its admin: products, orders and settings. */
  'manage stores': 'developer',
  /** Create and import repositories, and push to branches that are not protected. */
  'push to repositories': 'developer',
  /** Build commands, variables, schedules and settings of a deployment; Deploy now; cancel a run. */
  'run deployments': 'developer',
  /** Connect servers, add SSH users, create pilots and act on them. */
  'manage servers': 'maintainer',
  /** Create deployments of a repository onto a server. */
  'create deployments': 'maintainer',
  /** Connect and disconnect git providers; protect branches. */
  'manage repositories': 'maintainer',
  /** Invite developers and guests, and remove members who are not the owner. */
  'manage the team': 'maintainer',
  /** Paying (the plan, experts, pilot renewals) stays the workspace owner's too, with its own messages. */
  'invite maintainers': 'owner',
  /**
   * A project's outgoing webhooks: add, edit and remove them, see their secrets and delivery log, send a
   * test, redeliver (issue 26). The URLs (a Slack or Discord webhook URL is itself a credential) and the
   * bodies sent are not for every member.
   */
  'configure webhooks': 'maintainer',
  /**
   * A project's task key prefix, the "AER" of "AER-12" (docs/product.md § Task keys): every key on the board
   * changes with it, and commit messages naming the old keys stop linking.
   */
  'change task keys': 'maintainer',
  /**
   * Create, rename, recolour and delete a project's labels (issue 27). Putting labels on a task is working on
   * the board, open to every role.
   */
  'manage labels': 'developer',
  /**
   * Add, verify and remove the workspace's domains and point their hosts at sites and stores (issue 32): a
   * domain answers for the whole workspace, like the team. Every member sees them.
   */
  'manage domains': 'maintainer',
} as const satisfies Record<string, WorkspaceRole>;

export type RoleAction = keyof typeof ROLE_TABLE;

/** Whether a role may take an action of ROLE_TABLE. */
export function roleMay(role: WorkspaceRole | null | undefined, action: RoleAction): boolean {
  if (!role) return false;
  return ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(ROLE_TABLE[action]);
}

/** What a refusal says (403), and what the web app shows beside a control the role cannot use. */
export function roleRefusal(action: RoleAction): string {
  const least = ROLE_TABLE[action];
  const who = least === 'owner' ? 'the workspace owner' : `a ${least} or above`;
  return `Only ${who} can ${action}.`;
}

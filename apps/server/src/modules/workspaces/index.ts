/**
 * The workspaces domain's public entry: other domains import only this (docs/architecture.md § Domains).
 * Workspaces, membership and its locks, roles, and the access enders a membership change runs.
 */
export { createWorkspace } from './create-workspace.js';
export { listWorkspaces } from './list-workspaces.js';
export { lockMembership, lockWorkspacePlan } from './lock-membership.js';
export { composeAccessEnders, endMemberAccess } from './member-access.js';
export {
  assertRoleMay,
  assertTeamManager,
  assertWorkspaceMember,
  notTeamManager,
  type WorkspaceAccess,
} from './workspace-access.js';
export { toWorkspace } from './workspace-view.js';

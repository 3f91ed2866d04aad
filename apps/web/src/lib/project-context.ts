import type { ProjectWithMembers, WorkspaceRole } from '@aerie/contract';
import { useOutletContext } from 'react-router';

import type { DashboardOutletContext } from '@/lib/dashboard-context';
import { rolePermissions, type RolePermissions } from '@/lib/project-permissions';

/** What the project layout hands to the project's pages: the dashboard's context plus the loaded project. */
export interface ProjectOutletContext extends DashboardOutletContext {
  project: ProjectWithMembers;
  /** The signed-in user's role on this project (projectRoleOf), which decides the controls they see. */
  role: WorkspaceRole;
}

export function useProjectContext(): ProjectOutletContext {
  return useOutletContext<ProjectOutletContext>();
}

/** The signed-in user's role on the current project, and what it lets them do (contract ROLE_TABLE). */
export function useProjectRole(): RolePermissions {
  return rolePermissions(useProjectContext().role);
}

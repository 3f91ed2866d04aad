import { useProject } from '@/api/get-project';
import { useWorkspaces } from '@/api/list-workspaces';
import { useSignedInContext } from '@/lib/dashboard-context';
import { projectRoleOf, rolePermissions } from '@/lib/project-permissions';

export interface SitesRefusal {
  /** The project or the workspaces are still loading. */
  isPending: boolean;
  /** Why the user's role may not edit and publish this project's sites; undefined when it may (or unknown). */
  refusal?: string;
}

/**
 * Whether the builder may open for this user (contract ROLE_TABLE 'edit and publish sites'). The builder
 * sits outside the dashboard, so it reads the role itself; the dashboard shows its links unavailable to a
 * lesser role, but an address can still be typed. When the project cannot be read the editor's own loading
 * speaks, and the server refuses every change anyway.
 */
export function useSitesRefusal(projectUid: string | null | undefined): SitesRefusal {
  const { user } = useSignedInContext();
  const project = useProject(projectUid ?? undefined);
  const workspaces = useWorkspaces();
  if (!projectUid) return { isPending: false };
  if (project.isPending || workspaces.isPending) return { isPending: true };
  if (!project.data || !workspaces.data) return { isPending: false };
  const role = projectRoleOf(project.data, user.user_id, workspaces.data);
  return { isPending: false, refusal: rolePermissions(role).refusal('edit and publish sites') };
}

import type { ProjectWithMembers } from '@aerie/contract';
import { useOutletContext } from 'react-router';

import type { DashboardOutletContext } from '@/lib/dashboard-context';

/** What the project layout hands to the project's pages: the dashboard's context plus the loaded project. */
export interface ProjectOutletContext extends DashboardOutletContext {
  project: ProjectWithMembers;
}

export function useProjectContext(): ProjectOutletContext {
  return useOutletContext<ProjectOutletContext>();
}

import { Outlet, useOutletContext } from 'react-router';

/**
 * The project area's layout; a pass-through for now (project navigation arrives with the project pages).
 * It forwards the dashboard's outlet context (user, workspace) so project pages can read it too.
 */
export function ProjectLayout() {
  return <Outlet context={useOutletContext()} />;
}

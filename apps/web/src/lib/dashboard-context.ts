import type { CurrentUser, Workspace } from '@aerie/contract';
import { useOutletContext } from 'react-router';

/** What the signed-in routes' gate (RequireAuth) hands to the screens outside the dashboard (the builder). */
export interface SignedInOutletContext {
  user: CurrentUser;
}

export function useSignedInContext(): SignedInOutletContext {
  return useOutletContext<SignedInOutletContext>();
}

/**
 * What the dashboard layout hands to every page it renders: features may not import each other, so the
 * signed-in user and the current workspace travel through the router's outlet context.
 */
export interface DashboardOutletContext {
  user: CurrentUser;
  /** Null only for a user without any workspace. */
  workspace: Workspace | null;
  /** Every workspace the user is in, with their role in each. */
  workspaces: Workspace[];
}

export function useDashboardContext(): DashboardOutletContext {
  return useOutletContext<DashboardOutletContext>();
}

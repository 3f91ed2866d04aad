import { listWorkspacesRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listWorkspaces({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(listWorkspacesRoute, { signal });
}

export function workspacesQueryOptions() {
  return queryOptions({
    queryKey: ['workspaces'],
    queryFn: ({ signal }) => listWorkspaces({ signal }),
    select: (response) => response.data,
  });
}

/** The signed-in user's workspaces, oldest first, with their role in each (the dashboard, the builder). */
export function useWorkspaces() {
  return useQuery(workspacesQueryOptions());
}

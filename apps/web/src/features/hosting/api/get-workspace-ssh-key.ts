import { getWorkspaceSshKeyRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/** The workspace's key never changes once made, so it is fetched once per workspace and kept. */
export function workspaceSshKeyQueryOptions(workspaceSlug: string) {
  return queryOptions({
    queryKey: ['workspace-ssh-key', workspaceSlug] as const,
    queryFn: ({ signal }) => callApi(getWorkspaceSshKeyRoute, { params: { slug: workspaceSlug }, signal }),
    select: (response) => response.data,
    staleTime: Infinity,
  });
}

/** The workspace's SSH public key and its one-line install command (issue 28), made on the first call. */
export function useWorkspaceSshKey(workspaceSlug: string, enabled = true) {
  return useQuery({ ...workspaceSshKeyQueryOptions(workspaceSlug), enabled });
}

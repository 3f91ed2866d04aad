import { getProjectRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getProject(uid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getProjectRoute, { params: { uid }, signal });
}

/** Every change to a project (edit, members, transfer) invalidates this key so the project reloads. */
export function projectQueryKey(uid: string) {
  return ['projects', uid] as const;
}

/** One project with its members (docs/product.md § Workspace and project calls `projects/{id}`, by uid). */
export function projectQueryOptions(uid: string) {
  return queryOptions({
    queryKey: projectQueryKey(uid),
    queryFn: ({ signal }) => getProject(uid, { signal }),
    select: (response) => response.data,
  });
}

/** The project, loaded once a uid is known (the project layout, the header's selector, project pages). */
export function useProject(uid: string | undefined) {
  return useQuery({ ...projectQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}

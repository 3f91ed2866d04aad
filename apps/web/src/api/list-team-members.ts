import { listTeamMembersRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listTeamMembers(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listTeamMembersRoute, { params: { slug }, signal });
}

/**
 * A workspace's team members and summary counts (docs/product.md § Team calls `teams/{slug}`). Shared by the team page,
 * the overview and the collaborators pages, so the key carries the slug and everyone invalidates the same one.
 */
export function teamMembersQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['teams', slug],
    queryFn: ({ signal }) => listTeamMembers(slug, { signal }),
  });
}

/** The full reply (`data` and `summary`); waits until a workspace is selected. */
export function useTeamMembers(slug: string | undefined) {
  return useQuery({ ...teamMembersQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}

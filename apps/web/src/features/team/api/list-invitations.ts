import { listInvitationsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listInvitations(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listInvitationsRoute, { params: { slug }, signal });
}

/** A workspace's invitations, newest first; the key carries the slug so a workspace switch refetches. */
export function invitationsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['invitations', slug],
    queryFn: ({ signal }) => listInvitations(slug, { signal }),
    select: (response) => response.data,
  });
}

export function useInvitations(slug: string | undefined) {
  return useQuery({ ...invitationsQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}

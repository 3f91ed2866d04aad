import { getInvitationRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function getInvitation(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(getInvitationRoute, { params: { token }, signal });
}

/** What an invitation link offers, readable signed in or out. An unknown token answers 404 (no retry). */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, { signal }),
  });
}

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
}

import { inviteMemberRoute, type InviteMember } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teamMembersQueryOptions } from '@/api/list-team-members';
import { callApi } from '@/lib/api-client';

import { invitationsQueryOptions } from './list-invitations';

export function inviteMember(body: InviteMember) {
  return callApi(inviteMemberRoute, { body });
}

/** Sends an invitation; the pending list and the summary's pending count change with it. */
export function useInviteMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(slug).queryKey }),
        queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions(slug).queryKey }),
      ]),
  });
}

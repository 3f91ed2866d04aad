import { deleteInvitationRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { teamMembersQueryOptions } from '@/api/list-team-members';
import { callApi } from '@/lib/api-client';

import { invitationsQueryOptions } from './list-invitations';

export function deleteInvitation(id: number) {
  return callApi(deleteInvitationRoute, { query: { id } });
}

export function useDeleteInvitation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(slug).queryKey }),
        queryClient.invalidateQueries({ queryKey: teamMembersQueryOptions(slug).queryKey }),
      ]),
  });
}

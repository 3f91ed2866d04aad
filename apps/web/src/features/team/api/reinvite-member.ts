import { reinviteMemberRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { invitationLinkBase } from '../invitation-link';
import { invitationsQueryOptions } from './list-invitations';

export function reinviteMember(id: number) {
  return callApi(reinviteMemberRoute, { body: { id, target_url: invitationLinkBase() } });
}

/** Sends a fresh link (the old one stops working) and reloads the list, whose dates and flags change. */
export function useReinviteMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(slug).queryKey }),
  });
}

import { acceptInvitationRoute, SELECTED_WORKSPACE_KEY } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { currentUserQueryOptions } from './get-current-user';

export function acceptInvitation(token: string) {
  return callApi(acceptInvitationRoute, { body: { token } });
}

/**
 * Joins the invitation's workspace and makes it the selected one (docs/product.md § Invitations, key). The cached
 * workspace list is dropped rather than refreshed: the dashboard must load the list that holds the new workspace before
 * judging the stored slug, or it would replace it with the default one.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: (response) => {
      localStorage.setItem(SELECTED_WORKSPACE_KEY, response.data.slug);
      queryClient.removeQueries({ queryKey: ['workspaces'] });
      // The default workspace in the user's record may have changed with the join.
      return queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}

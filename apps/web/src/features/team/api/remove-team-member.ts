import { removeTeamMemberRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function removeTeamMember(id: number) {
  return callApi(removeTeamMemberRoute, { params: { id } });
}

/**
 * Removes someone from the workspace. The server also drops them from its projects, so every query of
 * this workspace (team, projects, collaborators, the overview's counts) is refreshed, not just the team.
 */
export function useRemoveTeamMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    // Includes the team query itself (`['teams', slug]`).
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(slug) }),
  });
}

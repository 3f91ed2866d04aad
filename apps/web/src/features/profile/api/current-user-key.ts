import type { CurrentUser } from '@aerie/contract';
import type { QueryClient } from '@tanstack/react-query';

/** The auth feature's current-user query key; the header, sidebar and this page all read that cache entry. */
export const CURRENT_USER_KEY = ['users', 'current-user'] as const;

/** Shows the saved user at once, then asks the server again so every reader agrees with it. */
export function refreshCurrentUser(queryClient: QueryClient, user: CurrentUser): Promise<void> {
  queryClient.setQueryData(CURRENT_USER_KEY, { success: true as const, data: user });
  return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

import { logoutRoute, SELECTED_WORKSPACE_KEY } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { clearToken } from '@/lib/auth-token';

/**
 * Signs out without leaving the invitation page, so someone signed in with the wrong account can go on as
 * the invited person (the auth feature's /logout always lands on /login, which loses the invitation). It
 * forgets the same things as the auth feature's session end: token, chosen workspace, cached data.
 * A failed revoke must not keep the browser signed in, so its error is ignored.
 */
export async function signOutHere(clear: () => void): Promise<void> {
  await callApi(logoutRoute).catch(() => undefined);
  clearToken();
  localStorage.removeItem(SELECTED_WORKSPACE_KEY);
  clear();
}

export function useSignOutHere() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOutHere(() => queryClient.clear()) });
}

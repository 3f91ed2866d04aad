import { loginRoute, type Login } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { storeToken } from '@/lib/auth-token';

import { currentUserQueryOptions } from './get-current-user';

export function login(body: Login) {
  return callApi(loginRoute, { body });
}

/** Signs in, keeps the token and seeds the current user so the dashboard does not ask for it again. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      storeToken(response.access_token);
      queryClient.setQueryData(currentUserQueryOptions().queryKey, { success: true, data: response.data });
    },
  });
}

import { loginRoute, type Login } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { storeToken } from '@/lib/auth-token';
import { readDeviceToken, storeDeviceToken } from '@/lib/device-token';

import { currentUserQueryOptions } from './get-current-user';

/** Sends this browser's device token along, so its owner keeps logging in while others are locked out. */
export function login(body: Login) {
  return callApi(loginRoute, { body: { ...body, device_token: readDeviceToken() } });
}

/** Signs in, keeps the token and seeds the current user so the dashboard does not ask for it again. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      storeToken(response.access_token);
      storeDeviceToken(response.device_token);
      queryClient.setQueryData(currentUserQueryOptions().queryKey, { success: true, data: response.data });
    },
  });
}

import { sellerLoginRoute, type SellerLogin } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { readDeviceToken, storeDeviceToken, storeSellerToken } from '../seller-session';

/** Signs in with this browser's device token, so a stranger's wrong passwords do not lock it out. */
export function logIn(body: SellerLogin) {
  return callApi(sellerLoginRoute, { body: { ...body, device_token: readDeviceToken() ?? undefined } });
}

/** Keeps the session and the browser's new device token on this origin. */
export function useLogIn() {
  return useMutation({
    mutationFn: logIn,
    onSuccess: (reply) => {
      storeSellerToken(reply.access_token);
      storeDeviceToken(reply.device_token);
    },
  });
}

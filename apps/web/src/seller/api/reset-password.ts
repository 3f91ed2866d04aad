import { sellerResetPasswordRoute, type RouteBody } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { storeSellerToken } from '../seller-session';

export function resetPassword(body: RouteBody<typeof sellerResetPasswordRoute>) {
  return callApi(sellerResetPasswordRoute, { body });
}

/** A new password signs out every session of the seller, this browser's too. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: () => storeSellerToken(null) });
}

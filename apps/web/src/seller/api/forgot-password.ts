import { sellerForgotPasswordRoute } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function forgotPassword(body: { email: string }) {
  return callApi(sellerForgotPasswordRoute, { body });
}

/** Asks for a reset link; the answer is the same for any address. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

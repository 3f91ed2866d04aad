import { forgotPasswordRoute, type ForgotPassword } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function forgotPassword(body: ForgotPassword) {
  return callApi(forgotPasswordRoute, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

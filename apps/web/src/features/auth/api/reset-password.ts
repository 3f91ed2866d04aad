import { resetPasswordRoute, type ResetPassword } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function resetPassword(body: ResetPassword) {
  return callApi(resetPasswordRoute, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

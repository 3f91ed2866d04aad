import { resendVerificationRoute } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function resendVerification(email: string) {
  return callApi(resendVerificationRoute, { body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

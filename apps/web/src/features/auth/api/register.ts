import { registerRoute, type Register } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function register(body: Register) {
  return callApi(registerRoute, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

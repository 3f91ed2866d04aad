import { updatePasswordRoute, type UpdatePassword } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/** The server signs out the user's other sessions; this one stays, so nothing cached changes here. */
export function updatePassword(body: UpdatePassword) {
  return callApi(updatePasswordRoute, { body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}

import { getInvitationRoute, registerRoute, type Register } from '@aerie/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function register(body: Register) {
  return callApi(registerRoute, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/**
 * Registering from an invitation link (`/register?invitation=…`) reads the invitation first: its e-mail is
 * the one the account must use, and its workspace is the one to open afterwards. Same key as the team
 * feature's invitation query, so coming from the invitation page costs no second request.
 */
export function invitationForRegisterQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => callApi(getInvitationRoute, { params: { token }, signal }),
  });
}

export function useInvitationForRegister(token: string | null) {
  return useQuery({ ...invitationForRegisterQueryOptions(token ?? ''), enabled: Boolean(token) });
}

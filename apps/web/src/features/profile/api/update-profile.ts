import { updateProfileRoute, type UpdateProfile } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { refreshCurrentUser } from './current-user-key';

export function updateProfile(body: UpdateProfile) {
  return callApi(updateProfileRoute, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => refreshCurrentUser(queryClient, response.data),
  });
}

import { uploadAvatarRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { refreshCurrentUser } from './current-user-key';

/** `image` is a data URL (docs/product.md § Account calls); the server checks the size again and sniffs the type from the bytes. */
export function uploadAvatar(image: string) {
  return callApi(uploadAvatarRoute, { body: { image } });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (response) => refreshCurrentUser(queryClient, response.data),
  });
}

import { uploadStoreLogoRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { sellerQueryKey } from './get-seller';
import { readAsDataUrl } from '../image-file';

export async function uploadStoreLogo(file: File) {
  return callApi(uploadStoreLogoRoute, { body: { image: await readAsDataUrl(file) } });
}

export function useUploadStoreLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStoreLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerQueryKey() }),
  });
}

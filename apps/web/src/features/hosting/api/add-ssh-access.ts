import { addSshAccessRoute, type AddSshAccess } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { hostingKey } from './hosting-keys';

/** docs/product.md § Hosting calls `POST falcons/access/add`: the key is written to the server before the entry is saved. */
export function useAddSshAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddSshAccess) => callApi(addSshAccessRoute, { body }),
    onSuccess: (_response, body) => queryClient.invalidateQueries({ queryKey: hostingKey(body.project_id) }),
  });
}

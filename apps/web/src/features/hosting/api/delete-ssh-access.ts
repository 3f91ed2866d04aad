import { deleteSshAccessRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { hostingKey } from './hosting-keys';

export interface DeleteSshAccessInput {
  projectUid: string;
  slug: string;
}

/** Removes an SSH user (owner only): exactly its line leaves the server's authorized_keys. */
export function useDeleteSshAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug }: DeleteSshAccessInput) => callApi(deleteSshAccessRoute, { params: { slug } }),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: hostingKey(projectUid) }),
  });
}

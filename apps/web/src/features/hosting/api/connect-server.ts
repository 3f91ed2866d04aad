import { connectServerRoute, type ConnectServer } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { hostingKey } from './hosting-keys';

export interface ConnectServerCall {
  /** The project's workspace (docs/product.md § Hosting calls "add server": workspace slug plus the connect-server body). */
  workspaceSlug: string;
  body: ConnectServer;
}

/** Connects the user's own server; the server is reached over SSH before anything is saved. */
export function useConnectServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceSlug, body }: ConnectServerCall) =>
      callApi(connectServerRoute, { params: { slug: workspaceSlug }, body }),
    onSuccess: (_response, { body }) => queryClient.invalidateQueries({ queryKey: hostingKey(body.project_id) }),
  });
}

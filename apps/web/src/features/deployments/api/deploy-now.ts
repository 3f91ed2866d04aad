import { deployNowRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { deploymentsKey } from './deployments-keys';

export interface DeployNowInput {
  projectUid: string;
  slug: string;
}

/** Queues a run now (`POST deployments/{slug}/runs`); it waits while another run of the deployment goes. */
export function useDeployNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug }: DeployNowInput) => callApi(deployNowRoute, { params: { slug } }),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: deploymentsKey(projectUid) }),
  });
}

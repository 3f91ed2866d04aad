import { getDeploymentVariablesRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { deploymentsKey } from './deployments-keys';

export interface GetVariablesInput {
  projectUid: string;
  deploymentId: number;
}

/**
 * docs/product.md § Deployment calls `GET deployments/variables/{id}`: an empty record is created on the first open
 * (docs/product.md § Build commands and variables).
 */
export function variablesQueryOptions({ projectUid, deploymentId }: GetVariablesInput) {
  return queryOptions({
    queryKey: [...deploymentsKey(projectUid), 'variables', deploymentId],
    queryFn: ({ signal }) => callApi(getDeploymentVariablesRoute, { params: { id: deploymentId }, signal }),
    select: (response) => response.data,
    // The values are secrets: keep them in memory only while the editor is open.
    gcTime: 0,
  });
}

export function useDeploymentVariables(input: GetVariablesInput, enabled: boolean) {
  return useQuery({ ...variablesQueryOptions(input), enabled });
}

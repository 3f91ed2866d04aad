import { fetchCommandsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { deploymentsKey } from './deployments-keys';

export interface FetchCommandsInput {
  projectUid: string;
  deploymentId: number;
}

/**
 * docs/product.md § Deployment calls `GET commands/fetch?deployment_id=&project_id=`: the first open creates the record
 * as 'pwd' (docs/product.md § Build commands and variables).
 */
export function commandsQueryOptions({ projectUid, deploymentId }: FetchCommandsInput) {
  return queryOptions({
    queryKey: [...deploymentsKey(projectUid), 'commands', deploymentId],
    queryFn: ({ signal }) =>
      callApi(fetchCommandsRoute, { query: { deployment_id: deploymentId, project_id: projectUid }, signal }),
    select: (response) => response.data,
  });
}

export function useCommands(input: FetchCommandsInput, enabled: boolean) {
  return useQuery({ ...commandsQueryOptions(input), enabled });
}

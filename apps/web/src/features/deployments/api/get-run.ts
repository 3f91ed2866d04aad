import { getRunRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { deploymentsKey } from './deployments-keys';

export interface GetRunInput {
  projectUid: string;
  runId: number;
}

/** A run with its log so far (`GET deployment-runs/{id}`); the page then follows the live stream. */
export function runQueryOptions({ projectUid, runId }: GetRunInput) {
  return queryOptions({
    queryKey: [...deploymentsKey(projectUid), 'run', runId],
    queryFn: ({ signal }) => callApi(getRunRoute, { params: { id: runId }, signal }),
    select: (response) => response.data,
  });
}

export function useRun(input: GetRunInput, enabled: boolean) {
  return useQuery({ ...runQueryOptions(input), enabled });
}

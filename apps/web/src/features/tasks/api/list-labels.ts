import { listLabelsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listLabels(uid: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listLabelsRoute, { params: { uid }, signal });
}

/** A change to a project's labels invalidates this key and the board's (cards show the labels). */
export function labelsQueryKey(uid: string) {
  return ['labels', uid] as const;
}

/** A project's labels, by name (issue 27). */
export function labelsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: labelsQueryKey(uid),
    queryFn: ({ signal }) => listLabels(uid, { signal }),
    select: (response) => response.data,
  });
}

export function useLabels(uid: string) {
  return useQuery(labelsQueryOptions(uid));
}

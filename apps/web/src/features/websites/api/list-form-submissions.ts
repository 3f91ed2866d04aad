import { listFormSubmissionsRoute } from '@aerie/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export interface FormInboxFilter {
  q: string;
  unread: boolean;
}

/** Every view of a site's inbox sits under this prefix, so a change reloads them all. */
export const formInboxKey = (uuid: string) => ['websites', 'form-inbox', uuid] as const;

export function listFormSubmissions(uuid: string, filter: FormInboxFilter, signal?: AbortSignal) {
  return callApi(listFormSubmissionsRoute, {
    params: { uuid },
    query: { ...(filter.q ? { q: filter.q } : {}), ...(filter.unread ? { unread: 'true' as const } : {}) },
    signal,
  });
}

export function formInboxQueryOptions(uuid: string, filter: FormInboxFilter) {
  return queryOptions({
    queryKey: [...formInboxKey(uuid), filter],
    queryFn: ({ signal }) => listFormSubmissions(uuid, filter, signal),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useFormInbox(uuid: string, filter: FormInboxFilter) {
  return useQuery(formInboxQueryOptions(uuid, filter));
}

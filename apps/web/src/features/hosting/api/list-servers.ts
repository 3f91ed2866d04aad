import { listServersRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { hostingKey } from './hosting-keys';

export type ServerListType = 'pilot' | 'connection';

export interface ListServersInput {
  projectUid: string;
  type: ServerListType;
  page: number;
}

/** One page of the Pilots or Server Connections tab, 12 a page (docs/product.md § Hosting calls `GET falcons/{uid}/all`). */
export function serversQueryOptions({ projectUid, type, page }: ListServersInput) {
  return queryOptions({
    queryKey: [...hostingKey(projectUid), 'servers', type, page],
    queryFn: ({ signal }) => callApi(listServersRoute, { params: { id: projectUid }, query: { type, page }, signal }),
    select: (response) => response.data,
    // Paging keeps the current rows on screen (under the overlay) until the next page arrives.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === projectUid && previousQuery.queryKey[3] === type ? previous : undefined,
  });
}

export function useServers(input: ListServersInput) {
  return useQuery(serversQueryOptions(input));
}

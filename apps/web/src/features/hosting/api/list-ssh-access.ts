import { listSshAccessRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { hostingKey } from './hosting-keys';

export interface ListSshAccessInput {
  projectUid: string;
  serverSlug: string;
  page: number;
}

export function sshAccessKey(projectUid: string, serverSlug: string) {
  return [...hostingKey(projectUid), 'access', serverSlug] as const;
}

/** A server's SSH users, 10 a page (docs/product.md § Hosting calls access entries by server slug). */
export function sshAccessQueryOptions({ projectUid, serverSlug, page }: ListSshAccessInput) {
  return queryOptions({
    queryKey: [...sshAccessKey(projectUid, serverSlug), page],
    queryFn: ({ signal }) => callApi(listSshAccessRoute, { params: { slug: serverSlug }, query: { page }, signal }),
    select: (response) => response.data,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === serverSlug ? previous : undefined),
  });
}

export function useSshAccess(input: ListSshAccessInput, enabled = true) {
  return useQuery({ ...sshAccessQueryOptions(input), enabled });
}

import { listImportableRepositoriesRoute, type ProviderPlatform } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export interface ListImportableInput {
  workspaceSlug: string;
  platform: ProviderPlatform;
  projectUid: string;
  page: number;
}

export function importableRepositoriesKey({ workspaceSlug, platform, projectUid }: Omit<ListImportableInput, 'page'>) {
  return ['repositories', 'importable', workspaceSlug, platform, projectUid] as const;
}

/**
 * The repositories the connected account offers, 15 a page (docs/product.md § Repository calls
 * `repositories/{slug}?platform=`); the project is sent so the ones it already has come back marked `imported`.
 */
export function importableRepositoriesQueryOptions(input: ListImportableInput) {
  const { workspaceSlug, platform, projectUid, page } = input;
  return queryOptions({
    queryKey: [...importableRepositoriesKey(input), page],
    queryFn: ({ signal }) =>
      callApi(listImportableRepositoriesRoute, {
        params: { slug: workspaceSlug },
        query: { platform, project_id: projectUid, page },
        signal,
      }),
    select: (response) => response.data,
    placeholderData: (previous) => previous,
  });
}

export function useImportableRepositories(input: ListImportableInput, enabled = true) {
  return useQuery({ ...importableRepositoriesQueryOptions(input), enabled });
}

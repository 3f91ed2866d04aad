import { LIMITS, listProjectsRoute, PAGE_SIZE } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export interface ListProjectsInput {
  slug: string;
  page?: number;
  perPage?: number;
}

export function listProjects(
  { slug, page = 1, perPage = PAGE_SIZE.projects }: ListProjectsInput,
  signal?: AbortSignal,
) {
  return callApi(listProjectsRoute, { params: { slug }, query: { page, per_page: perPage }, signal });
}

/** Every list of a workspace sits under this prefix, so one invalidation refreshes all its pages. */
export function projectListsKey(slug?: string) {
  return slug === undefined ? (['projects', 'all'] as const) : (['projects', 'all', slug] as const);
}

/**
 * One page of a workspace's projects (docs/product.md § Workspace and project calls `projects/all/{slug}`). The slug
 * sits in the key on its own, so switching workspaces refetches it (the switch invalidates every key holding the slug).
 */
export function projectsQueryOptions({ slug, page = 1, perPage = PAGE_SIZE.projects }: ListProjectsInput) {
  return queryOptions({
    queryKey: [...projectListsKey(slug), page, perPage],
    queryFn: ({ signal }) => listProjects({ slug, page, perPage }, signal),
    // Paging keeps the current cards on screen (under the overlay) until the next page arrives; another
    // workspace's projects are never shown in the meantime.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
  });
}

/** A page of projects; waits until a workspace is selected. */
export function useProjects(input: { slug: string | undefined; page?: number; perPage?: number }) {
  const { slug, ...rest } = input;
  return useQuery({ ...projectsQueryOptions({ slug: slug ?? '', ...rest }), enabled: Boolean(slug) });
}

/** Every project of the workspace at once, for pickers (the header's selector, the overview's modal). */
export function useAllProjects(slug: string | undefined) {
  return useProjects({ slug, page: 1, perPage: LIMITS.projectsPerPageMax });
}

import { updateWebsiteRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { websiteListsKey } from './list-websites';

export interface UpdateWebsiteInput {
  projectUid: string;
  uuid: string;
  name: string;
  subdomain: string;
  /** Days the old subdomain redirects to the new one, when it changes ('0': not at all). */
  redirectDays: string;
}

/**
 * docs/product.md § Builder host calls `GET updatesite/{name}/{domain}/{uuid}`: the new name and subdomain travel in the
 * path, how long the old address redirects in the query (§ Website settings).
 */
export function updateWebsite({ uuid, name, subdomain, redirectDays }: UpdateWebsiteInput) {
  return callApi(updateWebsiteRoute, {
    params: { name, domain: subdomain, uuid },
    query: { redirect_days: redirectDays },
  });
}

/**
 * Saves a site's name and subdomain. docs/product.md § Website settings: the list reloads when the dialog closes, 2.5 s
 * later, so the lists are only marked stale here; `useReloadWebsites` refetches them then.
 */
export function useUpdateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebsite,
    onSuccess: (_response, { projectUid }) =>
      queryClient.invalidateQueries({ queryKey: websiteListsKey(projectUid), refetchType: 'none' }),
  });
}

/** Reloads a project's website lists (after the settings or delete dialog's 2.5 s). */
export function useReloadWebsites() {
  const queryClient = useQueryClient();
  return (projectUid: string) => queryClient.invalidateQueries({ queryKey: websiteListsKey(projectUid) });
}

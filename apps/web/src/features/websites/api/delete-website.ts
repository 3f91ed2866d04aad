import { deleteWebsiteRoute, type Website } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { projectQueryKey } from '@/api/get-project';
import { callApi } from '@/lib/api-client';

import { deleteWebsiteFiles } from './delete-website-files';
import { websiteListsKey } from './list-websites';

/** docs/product.md § Builder host calls `GET deletesite/{id}`: deletes the site's record, the second of the two delete calls. */
export function deleteWebsite(uuid: string) {
  return callApi(deleteWebsiteRoute, { params: { id: uuid } });
}

/**
 * Deletes a site the way docs/product.md § Builder host calls says: `builder/delete/{id}` with the subdomain as
 * `builder_path`, then, only if that answered 200, `deletesite/{id}` (a failed first call throws, so the second never
 * runs). The answer is the second call's, whose message the dialog shows. The lists reload 2.5 s later
 * (docs/product.md § Websites list).
 */
export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (website: Pick<Website, 'uuid' | 'subdomain' | 'project_uid'>) => {
      await deleteWebsiteFiles({ uuid: website.uuid, subdomain: website.subdomain });
      return deleteWebsite(website.uuid);
    },
    onSuccess: async (_response, website) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: websiteListsKey(website.project_uid), refetchType: 'none' }),
        // The overview's and the project page's website counts.
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: projectQueryKey(website.project_uid) }),
      ]);
    },
  });
}

import type { Deployment, DeploymentPage } from '@aerie/contract';
import { useQueryClient } from '@tanstack/react-query';

import { deploymentsKey } from './api/deployments-keys';

/**
 * A deployment as a list already loaded it, for the header of its runs page. The contract has no call for
 * one deployment by slug, so a bare link or a reload shows the page without it.
 */
export function useCachedDeployment(projectUid: string, slug: string): Deployment | undefined {
  const queryClient = useQueryClient();
  const pages = queryClient.getQueriesData<{ data: DeploymentPage }>({
    queryKey: [...deploymentsKey(projectUid), 'list'],
  });
  for (const [, page] of pages) {
    const found = page?.data.data.find((deployment) => deployment.slug === slug);
    if (found) return found;
  }
  return undefined;
}

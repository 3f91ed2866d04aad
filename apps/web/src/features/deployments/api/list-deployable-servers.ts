import { listServersRoute, type Server } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

const MAX_PAGES = 20;

/**
 * docs/product.md § Creating a deployment: only servers with active 1 are offered; an expired pilot or a server Aerie
 * cannot reach over SSH (an ftp connection) would be refused by the server, so it is not offered either.
 */
export function isDeployableServer(server: Pick<Server, 'active' | 'usable' | 'is_expired'>): boolean {
  return server.active === 1 && server.usable && !server.is_expired;
}

/** The project's pilots and server connections that can take a deployment (`GET falcons/{uid}/all`, both types). */
export function deployableServersQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: ['deployments', projectUid, 'servers'],
    queryFn: async ({ signal }) => {
      const servers: Server[] = [];
      for (const type of ['pilot', 'connection'] as const) {
        for (let page = 1; page <= MAX_PAGES; page += 1) {
          const response = await callApi(listServersRoute, {
            params: { id: projectUid },
            query: { type, page },
            signal,
          });
          servers.push(...response.data.data);
          if (page >= response.data.last_page) break;
        }
      }
      return servers.filter(isDeployableServer);
    },
  });
}

export function useDeployableServers(projectUid: string, enabled = true) {
  return useQuery({ ...deployableServersQueryOptions(projectUid), enabled });
}

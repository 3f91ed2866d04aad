import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { useProjectContext } from '@/lib/project-context';

import { useDeployableServers } from '../api/list-deployable-servers';
import { DeploymentsView } from '../components/deployments-view';

/**
 * The deployments of one server (docs/product.md § Deployments list
 * `/dashboard/project/hosting/{uid}/{slug}/{serverid}/{servername}`, route ServerDeployments): the server's name comes
 * from the address, its ip from the project's active servers; Add Deployment is fixed to this server.
 */
export default function ServerDeploymentsPage() {
  const { project } = useProjectContext();
  const { serverId: serverIdParam, serverName = '' } = useParams();
  const serverId = Number(serverIdParam);
  const servers = useDeployableServers(project.u_id);
  const server = useMemo(() => ({ id: serverId, name: serverName }), [serverId, serverName]);
  const listedIp = servers.data?.find((candidate) => candidate.id === serverId)?.ip;

  return (
    <DeploymentsView
      server={server}
      tab="hosting"
      header={(addButton, firstRow) => {
        // An inactive server is not among the deployable ones; its deployments' rows still carry its ip.
        const ip = listedIp ?? firstRow?.server.ip;
        return (
          <>
            <ButtonLink to={`/dashboard/project/${project.u_id}/hosting`} variant="link" className="-ml-1">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to hosting
            </ButtonLink>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0">
                <h2 id="deployments-heading" className="truncate text-lg font-semibold text-zinc-900">
                  {serverName || 'Server'}
                </h2>
                <p className="mt-1 text-sm text-zinc-500">
                  {ip && <span className="font-mono text-xs text-zinc-600">{ip} · </span>}
                  Deployments to this server.
                </p>
              </div>
              {addButton}
            </div>
          </>
        );
      }}
    />
  );
}

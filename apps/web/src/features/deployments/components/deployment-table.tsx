import type { Deployment } from '@aerie/contract';
import { Link } from 'react-router';

import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';

import { runPath, type DeploymentTab } from '../deployment-paths';
import { DeploymentActionMenu } from './deployment-action-menu';
import { RunStatusBadge } from './run-status-badge';

export interface DeploymentTableProps {
  projectUid: string;
  deployments: readonly Deployment[];
  tab: DeploymentTab;
  isOwner: boolean;
  onDeployNow: (deployment: Deployment) => void;
  onDelete: (deployment: Deployment) => void;
}

/**
 * The deployments table (001 §2 columns server, branch, deploy path, created date; issue 13 adds the
 * repository and the last run, which links to its live page). On a phone it scrolls sideways inside its
 * card, with the server kept in view.
 */
export function DeploymentTable({
  projectUid,
  deployments,
  tab,
  isOwner,
  onDeployNow,
  onDelete,
}: DeploymentTableProps) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell className="sticky left-0 bg-zinc-50">Server</TableHeaderCell>
          <TableHeaderCell>Repository</TableHeaderCell>
          <TableHeaderCell>Branch</TableHeaderCell>
          <TableHeaderCell>Deploy path</TableHeaderCell>
          <TableHeaderCell>Last run</TableHeaderCell>
          <TableHeaderCell>Created</TableHeaderCell>
          <TableHeaderCell className="text-right">Action</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {deployments.map((deployment) => (
          <TableRow key={deployment.id}>
            <TableCell className="sticky left-0 max-w-40 bg-white sm:max-w-none">
              <div className="truncate font-medium text-zinc-900">{deployment.server.name}</div>
              {deployment.server.ip && <div className="font-mono text-xs text-zinc-500">{deployment.server.ip}</div>}
            </TableCell>
            <TableCell>{deployment.repository.name}</TableCell>
            <TableCell className="font-mono text-xs">{deployment.branch}</TableCell>
            <TableCell className="font-mono text-xs">{deployment.deploy_path}</TableCell>
            <TableCell>
              {deployment.last_run ? (
                <Link
                  to={runPath(projectUid, deployment.last_run.id)}
                  aria-label={`Last run: ${deployment.last_run.status.replace('_', ' ')}`}
                  className="rounded-full focus-visible:outline-2 focus-visible:outline-accent-500"
                >
                  <RunStatusBadge status={deployment.last_run.status} />
                </Link>
              ) : (
                <span className="text-zinc-400">No runs yet</span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(deployment.created_at)}</TableCell>
            <TableCell className="text-right">
              <DeploymentActionMenu
                projectUid={projectUid}
                deployment={deployment}
                tab={tab}
                isOwner={isOwner}
                onDeployNow={() => onDeployNow(deployment)}
                onDelete={() => onDelete(deployment)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

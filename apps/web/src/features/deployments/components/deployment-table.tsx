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
  /** Why the user's role may not run deployments, if it may not. */
  runRefusal?: string;
  onDeployNow: (deployment: Deployment) => void;
  onDelete: (deployment: Deployment) => void;
}

/**
 * The deployments table (001 §2 columns server, branch, deploy path, created date; issue 13 adds the
 * repository and the last run, which links to its live page). On a phone each deployment is a stacked item
 * with its last run and menu in reach, as the hosting lists are; from 640 px a table. Cells are a little
 * narrower than the house table (`px-3!`) and long values are cut with their full text on hover, so the
 * seven columns fit beside the sidebar at 1280 px.
 */
export function DeploymentTable({
  projectUid,
  deployments,
  tab,
  isOwner,
  runRefusal,
  onDeployNow,
  onDelete,
}: DeploymentTableProps) {
  const menu = (deployment: Deployment) => (
    <DeploymentActionMenu
      projectUid={projectUid}
      deployment={deployment}
      tab={tab}
      isOwner={isOwner}
      runRefusal={runRefusal}
      onDeployNow={() => onDeployNow(deployment)}
      onDelete={() => onDelete(deployment)}
    />
  );
  return (
    <>
      <ul
        aria-label="Deployments"
        className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white sm:hidden"
      >
        {deployments.map((deployment) => (
          <li key={deployment.id} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0 space-y-1">
              <p className="truncate text-sm font-medium text-zinc-900">
                {deployment.repository.name} <span className="font-normal text-zinc-500">·</span>{' '}
                <span className="font-mono text-xs font-normal text-zinc-700">{deployment.branch}</span>
              </p>
              <p className="truncate font-mono text-xs text-zinc-600" title={deployment.deploy_path}>
                {deployment.deploy_path}
              </p>
              <p className="truncate text-xs text-zinc-500">
                {deployment.server.name}
                {deployment.server.ip && <span className="font-mono"> ({deployment.server.ip})</span>} ·{' '}
                {formatDate(deployment.created_at)}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <LastRun projectUid={projectUid} deployment={deployment} />
              {menu(deployment)}
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell className="px-3!">Server</TableHeaderCell>
              <TableHeaderCell className="px-3!">Repository</TableHeaderCell>
              <TableHeaderCell className="px-3!">Branch</TableHeaderCell>
              <TableHeaderCell className="px-3!">Deploy path</TableHeaderCell>
              <TableHeaderCell className="px-3!">Last run</TableHeaderCell>
              <TableHeaderCell className="px-3!">Created</TableHeaderCell>
              <TableHeaderCell className="px-3! text-right">Action</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {deployments.map((deployment) => (
              <TableRow key={deployment.id}>
                <TableCell className="px-3!">
                  <div
                    className="max-w-32 truncate font-medium text-zinc-900 sm:max-w-40"
                    title={deployment.server.name}
                  >
                    {deployment.server.name}
                  </div>
                  {deployment.server.ip && (
                    <div className="font-mono text-xs text-zinc-500">{deployment.server.ip}</div>
                  )}
                </TableCell>
                <TableCell className="px-3!">
                  <div className="max-w-36 truncate" title={deployment.repository.name}>
                    {deployment.repository.name}
                  </div>
                </TableCell>
                <TableCell className="px-3! font-mono text-xs">
                  <div className="max-w-32 truncate" title={deployment.branch}>
                    {deployment.branch}
                  </div>
                </TableCell>
                <TableCell className="px-3! font-mono text-xs">
                  <div className="max-w-44 truncate" title={deployment.deploy_path}>
                    {deployment.deploy_path}
                  </div>
                </TableCell>
                <TableCell className="px-3!">
                  <LastRun projectUid={projectUid} deployment={deployment} />
                </TableCell>
                <TableCell className="px-3! whitespace-nowrap">{formatDate(deployment.created_at)}</TableCell>
                <TableCell className="px-3! text-right">{menu(deployment)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/** The last run's status, a link to its live page; 'No runs yet' before the first. */
function LastRun({ projectUid, deployment }: { projectUid: string; deployment: Deployment }) {
  if (!deployment.last_run) return <span className="text-sm whitespace-nowrap text-zinc-500">No runs yet</span>;
  return (
    <Link
      to={runPath(projectUid, deployment.last_run.id)}
      aria-label={`Last run: ${deployment.last_run.status.replace('_', ' ')}`}
      className="rounded-full focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      <RunStatusBadge status={deployment.last_run.status} />
    </Link>
  );
}

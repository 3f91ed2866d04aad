import type { Deployment } from '@aerie/contract';
import { Link } from 'react-router';

import { ResponsiveTable } from '@/components/ui/responsive-table';
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
  onReleaseSettings: (deployment: Deployment) => void;
  onDelete: (deployment: Deployment) => void;
}

/**
 * The deployments table (docs/product.md § Deployments list, columns server, branch, deploy path, created date; issue
 * 13 adds the repository and the last run, which links to its live page). On a phone each deployment is a stacked item
 * with its last run and menu in reach, as the hosting lists are; from 640 px a table. Cells are a little narrower than
 * the house table (`isDense`) and long values are cut with their full text on hover, so the seven columns fit beside
 * the sidebar at 1280 px.
 */
export function DeploymentTable({
  projectUid,
  deployments,
  tab,
  isOwner,
  runRefusal,
  onDeployNow,
  onReleaseSettings,
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
      onReleaseSettings={() => onReleaseSettings(deployment)}
      onDelete={() => onDelete(deployment)}
    />
  );
  return (
    <ResponsiveTable
      rows={deployments}
      rowKey={(deployment) => deployment.id}
      label="Deployments"
      isDense
      columns={[
        {
          header: 'Server',
          card: 'line',
          cardClassName: 'truncate text-xs text-zinc-500',
          cell: (deployment) => (
            <>
              <div className="max-w-32 truncate font-medium text-zinc-900 sm:max-w-40" title={deployment.server.name}>
                {deployment.server.name}
              </div>
              {deployment.server.ip && <div className="font-mono text-xs text-zinc-500">{deployment.server.ip}</div>}
            </>
          ),
          cardCell: (deployment) => (
            <>
              {deployment.server.name}
              {deployment.server.ip && <span className="font-mono"> ({deployment.server.ip})</span>} ·{' '}
              {formatDate(deployment.created_at)}
            </>
          ),
        },
        {
          header: 'Repository',
          card: 'title',
          cardClassName: 'truncate',
          cell: (deployment) => (
            <div className="max-w-36 truncate" title={deployment.repository.name}>
              {deployment.repository.name}
            </div>
          ),
          cardCell: (deployment) => (
            <>
              {deployment.repository.name} <span className="font-normal text-zinc-500">·</span>{' '}
              <span className="font-mono text-xs font-normal text-zinc-700">{deployment.branch}</span>
            </>
          ),
        },
        {
          header: 'Branch',
          card: 'none',
          className: 'font-mono text-xs',
          cell: (deployment) => (
            <div className="max-w-32 truncate" title={deployment.branch}>
              {deployment.branch}
            </div>
          ),
        },
        {
          header: 'Deploy path',
          card: 'line',
          className: 'font-mono text-xs',
          cardClassName: 'truncate font-mono text-xs text-zinc-600',
          cell: (deployment) => (
            <div className="max-w-44 truncate" title={deployment.deploy_path}>
              {deployment.deploy_path}
            </div>
          ),
          cardCell: (deployment) => <span title={deployment.deploy_path}>{deployment.deploy_path}</span>,
        },
        {
          header: 'Last run',
          card: 'end',
          cell: (deployment) => <LastRun projectUid={projectUid} deployment={deployment} />,
        },
        {
          header: 'Created',
          card: 'none',
          className: 'whitespace-nowrap',
          cell: (deployment) => formatDate(deployment.created_at),
        },
        { header: 'Action', card: 'end', align: 'end', cell: menu },
      ]}
    />
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

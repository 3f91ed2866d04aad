import type { Deployment } from '@aerie/contract';

/**
 * Which list an editor was opened from (docs/product.md § Build commands and variables `?tab=hosting or deployment`);
 * Go Back returns there.
 */
export type DeploymentTab = 'hosting' | 'deployment';

export function parseDeploymentTab(value: string | null): DeploymentTab {
  return value === 'hosting' ? 'hosting' : 'deployment';
}

/**
 * What a list hands to the page it opens (router state): where Go Back leads. A bare link or a reload has
 * none, and Go Back falls back to the list the `tab` names.
 */
export interface CameFrom {
  from?: string;
}

export function projectDeploymentsPath(projectUid: string): string {
  return `/dashboard/project/${projectUid}/deployments`;
}

/** Go Back without a remembered page: the project's hosting or deployments list, per `tab`. */
export function fallbackBackPath(projectUid: string, tab: DeploymentTab): string {
  return tab === 'hosting' ? `/dashboard/project/${projectUid}/hosting` : projectDeploymentsPath(projectUid);
}

/** docs/product.md § Build commands and variables `/dashboard/project/{uid}/{deployment_id}/commands/{project_id}?tab=`. */
export function commandsPath(
  projectUid: string,
  deployment: Pick<Deployment, 'id' | 'project_id'>,
  tab: DeploymentTab,
) {
  return `/dashboard/project/${projectUid}/${deployment.id}/commands/${deployment.project_id}?tab=${tab}`;
}

/** docs/product.md § Build commands and variables `/dashboard/project/{uid}/variables/{deployment_slug}/{deployment_id}?tab=`. */
export function variablesPath(projectUid: string, deployment: Pick<Deployment, 'id' | 'slug'>, tab: DeploymentTab) {
  return `/dashboard/project/${projectUid}/variables/${deployment.slug}/${deployment.id}?tab=${tab}`;
}

export function runsPath(projectUid: string, deploymentSlug: string, tab?: DeploymentTab) {
  return `/dashboard/project/${projectUid}/deployments/${deploymentSlug}/runs${tab ? `?tab=${tab}` : ''}`;
}

export function runPath(projectUid: string, runId: number) {
  return `/dashboard/project/${projectUid}/runs/${runId}`;
}

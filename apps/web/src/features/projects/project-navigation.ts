/**
 * The project area's tabs in the spec's order (docs/product.md § Project detail), each with the route names it
 * stands for; the active tab is chosen by route name, as the sidebar does.
 */
export interface ProjectTab {
  label: string;
  /** Relative to /dashboard/project/{uid}. */
  path: string;
  routeNames: readonly string[];
}

export const PROJECT_TABS: readonly ProjectTab[] = [
  {
    label: 'Website Builder',
    path: 'builder',
    routeNames: ['DashboardWebsiteBuilder', 'CreateWebsite', 'WebsiteAnalytics'],
  },
  { label: 'eCommerce', path: 'store', routeNames: ['Store', 'CreateStore'] },
  { label: 'Repositories', path: 'repository', routeNames: ['Repository', 'FetchRepo'] },
  {
    label: 'Hosting',
    path: 'hosting',
    routeNames: ['Hosting', 'AddPilot', 'ManageSshUsers', 'ServerDeployments'],
  },
  {
    label: 'Deployments',
    path: 'deployments',
    routeNames: ['Deployments', 'DeploymentCommands', 'DeploymentVariables', 'DeploymentRuns', 'DeploymentRun'],
  },
  { label: 'Taskboard', path: 'workflow', routeNames: ['Taskboard'] },
  { label: 'Collaborators', path: 'collaborators', routeNames: ['Collaborators'] },
  { label: 'Integrations', path: 'integrations', routeNames: ['ProjectIntegrations'] },
  { label: 'Transfers', path: 'transfer', routeNames: ['Transfer'] },
  { label: 'Activity', path: 'activity', routeNames: ['ProjectActivity'] },
  { label: 'Webhooks', path: 'webhooks', routeNames: ['ProjectWebhooks'] },
];

/** The tab for the matched routes (outermost first); the innermost named route wins. */
export function activeProjectTab(routeNames: ReadonlyArray<string | undefined>): ProjectTab | null {
  for (const name of [...routeNames].reverse()) {
    if (!name) continue;
    const tab = PROJECT_TABS.find((candidate) => candidate.routeNames.includes(name));
    if (tab) return tab;
  }
  return null;
}

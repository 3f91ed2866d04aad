/**
 * The sidebar's links in the spec's order (docs/product.md § Dashboard shell), each with the route names
 * (`handle.name`) it stands for: the active item is chosen by route name, not by URL, so a page nested anywhere under a
 * section still lights up the right link.
 */
export type NavKey =
  | 'dashboard'
  | 'projects'
  | 'team'
  | 'domains'
  | 'integrations'
  | 'profile'
  | 'billing'
  | 'hireExpert'
  | 'logout'
  | 'activity';

export interface NavItem {
  key: NavKey;
  label: string;
  to: string;
  routeNames: readonly string[];
}

/** Every project-area route: they all belong to the Projects section. */
const PROJECT_ROUTE_NAMES = [
  'DashboardProjects',
  'CreateProjects',
  'SingleProject',
  'DashboardWebsiteBuilder',
  'CreateWebsite',
  'WebsiteAnalytics',
  'Store',
  'CreateStore',
  'Repository',
  'FetchRepo',
  'Hosting',
  'AddPilot',
  'ManageSshUsers',
  'ServerDeployments',
  'Deployments',
  'DeploymentCommands',
  'DeploymentVariables',
  'DeploymentRuns',
  'DeploymentRun',
  'Taskboard',
  'Collaborators',
  'ProjectIntegrations',
  'Transfer',
  'ProjectActivity',
] as const;

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard', routeNames: ['DashboardOverview'] },
  { key: 'projects', label: 'Projects', to: '/dashboard/projects', routeNames: PROJECT_ROUTE_NAMES },
  { key: 'team', label: 'Team', to: '/dashboard/teams', routeNames: ['DashboardTeams'] },
  { key: 'integrations', label: 'Integrations', to: '/dashboard/integrations', routeNames: ['DashboardIntegration'] },
  { key: 'profile', label: 'Profile', to: '/dashboard/profile', routeNames: ['DashboardProfile'] },
  {
    key: 'billing',
    label: 'Billing',
    to: '/dashboard/billing',
    routeNames: ['DashboardBilling', 'TransactionDownload'],
  },
  { key: 'hireExpert', label: 'Hire an Expert', to: '/dashboard/hire-expert', routeNames: ['DashboardHireExpert'] },
  // Issue 26 §2, after the spec's links and before Logout, which closes the list.
  { key: 'activity', label: 'Activity', to: '/dashboard/activity', routeNames: ['DashboardActivity'] },
  // Issue 32 § 1: the workspace's domains, after the spec's links too.
  { key: 'domains', label: 'Domains', to: '/dashboard/domains', routeNames: ['DashboardDomains'] },
  { key: 'logout', label: 'Logout', to: '/logout', routeNames: ['Logout'] },
];

/**
 * The item to highlight for the matched routes (outermost first, as `useMatches()` gives them). The
 * innermost named route wins, so a page inside a section beats the section's layout.
 */
export function activeNavKey(routeNames: ReadonlyArray<string | undefined>): NavKey | null {
  for (const name of [...routeNames].reverse()) {
    if (!name) continue;
    const item = NAV_ITEMS.find((candidate) => candidate.routeNames.includes(name));
    if (item) return item.key;
  }
  return null;
}

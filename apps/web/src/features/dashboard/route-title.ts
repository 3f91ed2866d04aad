/** Page titles for the spec's route names (000 §2, 001 §2), for pages that only know their route. */
const TITLES: Record<string, string> = {
  DashboardOverview: 'Overview',
  DashboardProjects: 'Projects',
  CreateProjects: 'Create a project',
  DashboardTeams: 'Team',
  DashboardIntegration: 'Integrations',
  DashboardProfile: 'Profile',
  DashboardBilling: 'Billing',
  DashboardHireExpert: 'Hire an Expert',
  TransactionDownload: 'Receipt',
};

/** The title for a route name; unknown names are split into words ("DashboardFooBar" → "Foo Bar"). */
export function titleForRoute(name: string | undefined): string {
  if (!name) return 'This page';
  const known = TITLES[name];
  if (known) return known;
  const words = name
    .replace(/^Dashboard(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return words || name;
}

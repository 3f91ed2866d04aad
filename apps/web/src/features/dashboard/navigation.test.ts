import { describe, expect, it } from 'vitest';

import { activeNavKey, NAV_ITEMS } from './navigation';

describe('NAV_ITEMS', () => {
  it('lists the links in the order the spec gives, then Activity (issue 26) and Domains (issue 32), with Logout last', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'Dashboard',
      'Projects',
      'Team',
      'Integrations',
      'Profile',
      'Billing',
      'Hire an Expert',
      'Activity',
      'Domains',
      'Logout',
    ]);
  });

  it('gives every route name to one link only', () => {
    const names = NAV_ITEMS.flatMap((item) => item.routeNames);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('activeNavKey', () => {
  it('highlights the link that covers the route name', () => {
    expect(activeNavKey([undefined, undefined, 'DashboardOverview'])).toBe('dashboard');
    expect(activeNavKey(['DashboardTeams'])).toBe('team');
    expect(activeNavKey(['DashboardIntegration'])).toBe('integrations');
  });

  it('covers creating a project and every project page with Projects', () => {
    expect(activeNavKey(['CreateProjects'])).toBe('projects');
    expect(activeNavKey(['SingleProject'])).toBe('projects');
    expect(activeNavKey(['Taskboard'])).toBe('projects');
    for (const name of [
      'ServerDeployments',
      'DeploymentCommands',
      'DeploymentVariables',
      'DeploymentRuns',
      'DeploymentRun',
    ]) {
      expect(activeNavKey([name])).toBe('projects');
    }
  });

  it('lets the innermost named route win', () => {
    expect(activeNavKey(['DashboardOverview', 'DashboardBilling'])).toBe('billing');
    expect(activeNavKey(['DashboardBilling', 'SomethingUnknown'])).toBe('billing');
  });

  it('highlights nothing for routes outside the sidebar', () => {
    expect(activeNavKey(['Home'])).toBeNull();
    expect(activeNavKey([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { activeProjectTab, PROJECT_TABS } from './project-navigation';

describe('PROJECT_TABS', () => {
  // The spec's tabs, then Activity and Webhooks (issue 26 §2, §3) after them.
  it('lists the tabs in the order the spec gives', () => {
    expect(PROJECT_TABS.map((tab) => tab.label)).toEqual([
      'Website Builder',
      'eCommerce',
      'Repositories',
      'Hosting',
      'Deployments',
      'Taskboard',
      'Collaborators',
      'Integrations',
      'Transfers',
      'Activity',
      'Webhooks',
    ]);
    expect(PROJECT_TABS.map((tab) => tab.path)).toEqual([
      'builder',
      'store',
      'repository',
      'hosting',
      'deployments',
      'workflow',
      'collaborators',
      'integrations',
      'transfer',
      'activity',
      'webhooks',
    ]);
  });
});

describe('activeProjectTab', () => {
  it('chooses the tab by route name, including nested pages of a section', () => {
    expect(activeProjectTab([undefined, 'Collaborators'])?.path).toBe('collaborators');
    expect(activeProjectTab(['CreateWebsite'])?.path).toBe('builder');
    expect(activeProjectTab(['CreateStore'])?.path).toBe('store');
    expect(activeProjectTab(['Transfer'])?.path).toBe('transfer');
    for (const name of ['Hosting', 'AddPilot', 'ManageSshUsers', 'ServerDeployments']) {
      expect(activeProjectTab([undefined, name])?.path).toBe('hosting');
    }
  });

  it('keeps Deployments lit on the editors, the runs and a run', () => {
    for (const name of [
      'Deployments',
      'DeploymentCommands',
      'DeploymentVariables',
      'DeploymentRuns',
      'DeploymentRun',
    ]) {
      expect(activeProjectTab([undefined, name])?.path).toBe('deployments');
    }
  });

  it('has no active tab on the project overview', () => {
    expect(activeProjectTab(['DashboardProjects', 'SingleProject'])).toBeNull();
  });
});

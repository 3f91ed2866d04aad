import { describe, expect, it } from 'vitest';

import { titleForRoute } from './route-title';

describe('titleForRoute', () => {
  it('uses the written title for the dashboard routes', () => {
    expect(titleForRoute('DashboardProjects')).toBe('Projects');
    expect(titleForRoute('CreateProjects')).toBe('Create a project');
    expect(titleForRoute('DashboardHireExpert')).toBe('Hire an Expert');
    expect(titleForRoute('DashboardIntegration')).toBe('Integrations');
  });

  it('splits unknown names into words and drops the Dashboard prefix', () => {
    expect(titleForRoute('DashboardWebsiteBuilder')).toBe('Website Builder');
    expect(titleForRoute('AddPilot')).toBe('Add Pilot');
    expect(titleForRoute('Dashboard')).toBe('Dashboard');
  });

  it('has a neutral title when the route has no name', () => {
    expect(titleForRoute(undefined)).toBe('This page');
  });
});

import type { RouteObject } from 'react-router';

import { layout, named } from './route-helpers';

const DashboardLayout = layout(() => import('./layouts/dashboard-layout').then((m) => m.DashboardLayout));
const ProjectLayout = layout(() => import('./layouts/project-layout').then((m) => m.ProjectLayout));

/**
 * `/dashboard` and its pages (docs/product.md § Screens and routes), joined to the signed-in routes on the first visit
 * there (router.tsx), so the public site's entry chunk does not carry them.
 */
export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  lazy: DashboardLayout,
  children: [
    named(undefined, 'DashboardOverview', () => import('@/features/dashboard/pages/overview-page'), 'Dashboard'),
    named('projects', 'DashboardProjects', () => import('@/features/projects/pages/projects-page'), 'Projects'),
    named(
      'projects/create',
      'CreateProjects',
      () => import('@/features/projects/pages/create-project-page'),
      'New project',
    ),
    // "Use this template" of the public gallery, once signed in (issue 25): which project the site is for.
    named('new-site', 'NewSite', () => import('@/features/projects/pages/new-site-page'), 'New website'),
    named('teams', 'DashboardTeams', () => import('@/features/team/pages/team-page'), 'Team'),
    named('domains', 'DashboardDomains', () => import('@/features/domains/pages/domains-page'), 'Domains'),
    named(
      'integrations',
      'DashboardIntegration',
      () => import('@/features/integrations/pages/integrations-page'),
      'Integrations',
    ),
    // Outside the project layout, as docs/product.md § Screens and routes places it: the import list has its own
    // header.
    named(
      'project/repository/:uid/:platform',
      'FetchRepo',
      () => import('@/features/repositories/pages/fetch-repo-page'),
      'Import a repository',
    ),
    named('profile', 'DashboardProfile', () => import('@/features/profile/pages/profile-page'), 'Profile'),
    named('billing', 'DashboardBilling', () => import('@/features/billing/pages/billing-page'), 'Billing'),
    named(
      'hire-expert',
      'DashboardHireExpert',
      () => import('@/features/experts/pages/hire-expert-page'),
      'Hire an expert',
    ),
    // Issue 26 §2: the workspace's activity feed.
    named(
      'activity',
      'DashboardActivity',
      () => import('@/features/activity/pages/workspace-activity-page'),
      'Activity',
    ),
    {
      // docs/product.md § Screens and routes places the pilot purchase and a server's deployments under
      // `project/hosting/{uid}`; they keep the project's header and tabs, with Hosting highlighted.
      path: 'project/hosting/:uid',
      lazy: ProjectLayout,
      children: [
        named('add-pilot', 'AddPilot', () => import('@/features/hosting/pages/add-pilot-page'), 'Add a pilot'),
        named(
          ':slug/:serverId/:serverName',
          'ServerDeployments',
          () => import('@/features/deployments/pages/server-deployments-page'),
          'Server deployments',
        ),
      ],
    },
    {
      path: 'project/:uid',
      lazy: ProjectLayout,
      children: [
        named(undefined, 'SingleProject', () => import('@/features/projects/pages/project-detail-page'), 'Overview'),
        named('collaborators', 'Collaborators', () => import('@/features/projects/pages/collaborators-page')),
        named('transfer', 'Transfer', () => import('@/features/projects/pages/transfer-page'), 'Transfers'),
        // The project's other areas arrive with their issues (stores, repositories, hosting…).
        named(
          'builder',
          'DashboardWebsiteBuilder',
          () => import('@/features/websites/pages/websites-page'),
          'Website builder',
        ),
        named(
          'builder/:websiteUuid/inbox',
          'FormInbox',
          () => import('@/features/websites/pages/form-inbox-page'),
          'Form inbox',
        ),
        named(
          'builder/create',
          'CreateWebsite',
          () => import('@/features/websites/pages/create-website-page'),
          'New website',
        ),
        named(
          'builder/:uuid/analytics',
          'WebsiteAnalytics',
          () => import('@/features/websites/pages/website-analytics-page'),
          'Site analytics',
        ),
        named('store', 'Store', () => import('@/features/stores/pages/stores-page')),
        named('store/create', 'CreateStore', () => import('@/features/stores/pages/create-store-page'), 'New store'),
        named(
          'repository',
          'Repository',
          () => import('@/features/repositories/pages/repository-page'),
          'Repositories',
        ),
        named('hosting', 'Hosting', () => import('@/features/hosting/pages/hosting-page')),
        // docs/product.md § Screens and routes, manage SSH users: params uid, falconid (the server's id) and slug (the
        // server's).
        named(
          ':falconid/hosting/:slug',
          'ManageSshUsers',
          () => import('@/features/hosting/pages/ssh-users-page'),
          'SSH users',
        ),
        named('workflow', 'Taskboard', () => import('@/features/tasks/pages/task-board-page')),
        named('deployments', 'Deployments', () => import('@/features/deployments/pages/project-deployments-page')),
        // docs/product.md § Screens and routes the build commands and variables editors; `?tab=hosting|deployment` says
        // where Go Back leads.
        named(
          ':deployment_id/commands/:project_id',
          'DeploymentCommands',
          () => import('@/features/deployments/pages/commands-page'),
          'Build commands',
        ),
        named(
          'variables/:deployment_slug/:deployment_id',
          'DeploymentVariables',
          () => import('@/features/deployments/pages/variables-page'),
          'Variables',
        ),
        // Issue 13: a deployment's runs and a run's live log.
        named(
          'deployments/:slug/runs',
          'DeploymentRuns',
          () => import('@/features/deployments/pages/runs-page'),
          'Runs',
        ),
        named('runs/:runId', 'DeploymentRun', () => import('@/features/deployments/pages/run-page'), 'Run'),
        named(
          'integrations',
          'ProjectIntegrations',
          () => import('@/features/integrations/pages/project-integrations-page'),
          'Integrations',
        ),
        // Issue 26 §2: the project's activity feed.
        named(
          'activity',
          'ProjectActivity',
          () => import('@/features/activity/pages/project-activity-page'),
          'Activity',
        ),
        // issue 26 §3: the project's outgoing webhooks and their delivery logs.
        named('webhooks', 'ProjectWebhooks', () => import('@/features/webhooks/pages/webhooks-page'), 'Webhooks'),
      ],
    },
  ],
};

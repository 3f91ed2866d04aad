import { createBrowserRouter, type RouteObject } from 'react-router';

import { loadWithTimeout } from '@/lib/load-with-timeout';

import { RouteErrorBoundary } from './route-error-boundary';
import { GuestOnly } from './guards';
import { EmptyLayout } from './layouts/empty-layout';

/**
 * Route names are the spec's (000 §2, 001 §2); the sidebar highlights by name (`handle.name`).
 * Pages load lazily so the public site never downloads the dashboard.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await loadWithTimeout(load)).default,
});
/** Signed-in layouts load lazily too, so a visitor of the public site downloads none of the dashboard. */
const layout = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await loadWithTimeout(load) });
// The public site's header and footer load with its pages, so the sign-in screens do not carry them.
const LandingLayout = layout(() => import('./layouts/landing-layout').then((m) => m.LandingLayout));
const AuthLayout = layout(() => import('./layouts/auth-layout').then((m) => m.AuthLayout));
const DashboardLayout = layout(() => import('./layouts/dashboard-layout').then((m) => m.DashboardLayout));
const BareLayout = layout(() => import('./layouts/bare-layout').then((m) => m.BareLayout));
const ProjectLayout = layout(() => import('./layouts/project-layout').then((m) => m.ProjectLayout));
const QueryProvider = layout(() => import('./query-provider').then((m) => m.QueryProvider));
/** The signed-in guard brings the current-user call (and the contract's schemas) only to signed-in screens. */
const RequireAuth = layout(() => import('./require-auth').then((m) => m.RequireAuth));

type PageModule = () => Promise<{ default: React.ComponentType }>;
/** A page route with its spec name; `path` undefined makes it the index route. */
const named = (path: string | undefined, name: string, load: PageModule): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: { name },
  lazy: page(load),
});
const comingSoon: PageModule = () => import('@/features/dashboard/pages/coming-soon-page');

const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        lazy: LandingLayout,
        children: [
          named(undefined, 'Home', () => import('@/features/marketing/pages/home-page')),
          named('features', 'Features', () => import('@/features/marketing/pages/features-page')),
          named('pricing', 'Pricing', () => import('@/features/marketing/pages/pricing-page')),
          named('hire-expert', 'HireExpert', () => import('@/features/marketing/pages/hire-expert-page')),
          named('about', 'About', () => import('@/features/marketing/pages/about-page')),
          named('contact', 'Contact', () => import('@/features/marketing/pages/contact-page')),
        ],
      },
      {
        // Everything below calls the API; the public pages above call nothing.
        lazy: QueryProvider,
        children: [
          {
            Component: GuestOnly,
            children: [
              {
                lazy: AuthLayout,
                children: [
                  named('login', 'Login', () => import('@/features/auth/pages/login-page')),
                  named('register', 'Register', () => import('@/features/auth/pages/register-page')),
                  named(
                    'forgot-password',
                    'ForgotPassword',
                    () => import('@/features/auth/pages/forgot-password-page'),
                  ),
                  named('password/:token', 'ResetPassword', () => import('@/features/auth/pages/reset-password-page')),
                ],
              },
              {
                Component: EmptyLayout,
                children: [
                  named('verify/:token', 'AccountVerified', () => import('@/features/auth/pages/verify-account-page')),
                ],
              },
            ],
          },
          {
            lazy: RequireAuth,
            children: [
              named('logout', 'Logout', () => import('@/features/auth/pages/logout-page')),
              // The visual builder (001 §2): full screen, outside the dashboard layout; GrapesJS is only in its chunk.
              named(
                'website-builder',
                'WebsiteBuilder',
                () => import('@/features/builder/pages/website-builder-route'),
              ),
              {
                path: 'dashboard',
                lazy: DashboardLayout,
                children: [
                  named(undefined, 'DashboardOverview', () => import('@/features/dashboard/pages/overview-page')),
                  named('projects', 'DashboardProjects', () => import('@/features/projects/pages/projects-page')),
                  named(
                    'projects/create',
                    'CreateProjects',
                    () => import('@/features/projects/pages/create-project-page'),
                  ),
                  named('teams', 'DashboardTeams', () => import('@/features/team/pages/team-page')),
                  named(
                    'integrations',
                    'DashboardIntegration',
                    () => import('@/features/integrations/pages/integrations-page'),
                  ),
                  // Outside the project layout, as 001 §2 places it: the import list has its own header.
                  named(
                    'project/repository/:uid/:platform',
                    'FetchRepo',
                    () => import('@/features/repositories/pages/fetch-repo-page'),
                  ),
                  named('profile', 'DashboardProfile', () => import('@/features/profile/pages/profile-page')),
                  named('billing', 'DashboardBilling', () => import('@/features/billing/pages/billing-page')),
                  named(
                    'hire-expert',
                    'DashboardHireExpert',
                    () => import('@/features/experts/pages/hire-expert-page'),
                  ),
                  {
                    path: 'project/:uid',
                    lazy: ProjectLayout,
                    children: [
                      named(undefined, 'SingleProject', () => import('@/features/projects/pages/project-detail-page')),
                      named(
                        'collaborators',
                        'Collaborators',
                        () => import('@/features/projects/pages/collaborators-page'),
                      ),
                      named('transfer', 'Transfer', () => import('@/features/projects/pages/transfer-page')),
                      // The project's other areas arrive with their issues (stores, repositories, hosting…).
                      named(
                        'builder',
                        'DashboardWebsiteBuilder',
                        () => import('@/features/websites/pages/websites-page'),
                      ),
                      named(
                        'builder/create',
                        'CreateWebsite',
                        () => import('@/features/websites/pages/create-website-page'),
                      ),
                      named('store', 'Store', () => import('@/features/stores/pages/stores-page')),
                      named('store/create', 'CreateStore', () => import('@/features/stores/pages/create-store-page')),
                      named('repository', 'Repository', () => import('@/features/repositories/pages/repository-page')),
                      named('hosting', 'Hosting', comingSoon),
                      named('workflow', 'Taskboard', () => import('@/features/tasks/pages/task-board-page')),
                      named('deployments', 'Deployments', comingSoon),
                      named(
                        'integrations',
                        'ProjectIntegrations',
                        () => import('@/features/integrations/pages/project-integrations-page'),
                      ),
                    ],
                  },
                ],
              },
              {
                lazy: BareLayout,
                children: [
                  named(
                    'dashboard/billing/download/:ref',
                    'TransactionDownload',
                    () => import('@/features/billing/pages/receipt-page'),
                  ),
                ],
              },
              {
                // Where the payment provider sends the browser back (001 §4).
                Component: EmptyLayout,
                children: [
                  named(
                    'payment/return',
                    'PaymentReturn',
                    () => import('@/features/billing/pages/payment-return-page'),
                  ),
                ],
              },
            ],
          },
          {
            Component: EmptyLayout,
            children: [
              // Reached from invitation e-mails, signed in or not (001 §2).
              named('invitation', 'Invitation', () => import('@/features/team/pages/invitation-page')),
              named('*', 'NotFound', () => import('@/features/marketing/pages/not-found-page')),
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

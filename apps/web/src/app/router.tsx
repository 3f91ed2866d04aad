import { createBrowserRouter, type RouteObject } from 'react-router';

import { loadWithTimeout } from '@/lib/load-with-timeout';

import { RouteErrorBoundary } from './route-error-boundary';
import { GuestOnly, RequireAuth } from './guards';
import { EmptyLayout } from './layouts/empty-layout';
import { LandingLayout } from './layouts/landing-layout';

/**
 * Route names are the spec's (000 §2, 001 §2); the sidebar highlights by name (`handle.name`).
 * Pages load lazily so the public site never downloads the dashboard.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await loadWithTimeout(load)).default,
});
/** Signed-in layouts load lazily too, so a visitor of the public site downloads none of the dashboard. */
const layout = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await loadWithTimeout(load) });
const AuthLayout = layout(() => import('./layouts/auth-layout').then((m) => m.AuthLayout));
const DashboardLayout = layout(() => import('./layouts/dashboard-layout').then((m) => m.DashboardLayout));
const BareLayout = layout(() => import('./layouts/bare-layout').then((m) => m.BareLayout));

const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        Component: LandingLayout,
        children: [
          { index: true, handle: { name: 'Home' }, lazy: page(() => import('@/features/marketing/pages/home-page')) },
          {
            path: 'features',
            handle: { name: 'Features' },
            lazy: page(() => import('@/features/marketing/pages/features-page')),
          },
          {
            path: 'pricing',
            handle: { name: 'Pricing' },
            lazy: page(() => import('@/features/marketing/pages/pricing-page')),
          },
          {
            path: 'hire-expert',
            handle: { name: 'HireExpert' },
            lazy: page(() => import('@/features/marketing/pages/hire-expert-page')),
          },
          {
            path: 'about',
            handle: { name: 'About' },
            lazy: page(() => import('@/features/marketing/pages/about-page')),
          },
          {
            path: 'contact',
            handle: { name: 'Contact' },
            lazy: page(() => import('@/features/marketing/pages/contact-page')),
          },
        ],
      },
      {
        Component: GuestOnly,
        children: [
          {
            lazy: AuthLayout,
            children: [
              {
                path: 'login',
                handle: { name: 'Login' },
                lazy: page(() => import('@/features/auth/pages/login-page')),
              },
              {
                path: 'register',
                handle: { name: 'Register' },
                lazy: page(() => import('@/features/auth/pages/register-page')),
              },
              {
                path: 'forgot-password',
                handle: { name: 'ForgotPassword' },
                lazy: page(() => import('@/features/auth/pages/forgot-password-page')),
              },
              {
                path: 'password/:token',
                handle: { name: 'ResetPassword' },
                lazy: page(() => import('@/features/auth/pages/reset-password-page')),
              },
            ],
          },
          {
            Component: EmptyLayout,
            children: [
              {
                path: 'verify/:token',
                handle: { name: 'AccountVerified' },
                lazy: page(() => import('@/features/auth/pages/verify-account-page')),
              },
            ],
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          { path: 'logout', handle: { name: 'Logout' }, lazy: page(() => import('@/features/auth/pages/logout-page')) },
          {
            path: 'dashboard',
            lazy: DashboardLayout,
            children: [
              {
                index: true,
                handle: { name: 'DashboardOverview' },
                lazy: page(() => import('@/features/dashboard/pages/overview-page')),
              },
              {
                path: 'projects',
                handle: { name: 'DashboardProjects' },
                lazy: page(() => import('@/features/dashboard/pages/coming-soon-page')),
              },
              {
                path: 'projects/create',
                handle: { name: 'CreateProjects' },
                lazy: page(() => import('@/features/dashboard/pages/coming-soon-page')),
              },
              {
                path: 'teams',
                handle: { name: 'DashboardTeams' },
                lazy: page(() => import('@/features/dashboard/pages/coming-soon-page')),
              },
              {
                path: 'integrations',
                handle: { name: 'DashboardIntegration' },
                lazy: page(() => import('@/features/dashboard/pages/coming-soon-page')),
              },
              {
                path: 'profile',
                handle: { name: 'DashboardProfile' },
                lazy: page(() => import('@/features/dashboard/pages/coming-soon-page')),
              },
              {
                path: 'billing',
                handle: { name: 'DashboardBilling' },
                lazy: page(() => import('@/features/dashboard/pages/coming-soon-page')),
              },
              {
                path: 'hire-expert',
                handle: { name: 'DashboardHireExpert' },
                lazy: page(() => import('@/features/dashboard/pages/coming-soon-page')),
              },
            ],
          },
          {
            lazy: BareLayout,
            children: [
              {
                path: 'dashboard/billing/download/:ref',
                handle: { name: 'TransactionDownload' },
                lazy: page(() => import('@/features/dashboard/pages/coming-soon-page')),
              },
            ],
          },
        ],
      },
      {
        Component: EmptyLayout,
        children: [
          {
            path: '*',
            handle: { name: 'NotFound' },
            lazy: page(() => import('@/features/marketing/pages/not-found-page')),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

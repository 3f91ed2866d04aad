import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { GuestOnly } from './guards';
import { EmptyLayout } from './layouts/empty-layout';
import { isDashboardPath, layout, named } from './route-helpers';

// Route names are the spec's (route-helpers.ts `named`). Pages load lazily so the public site never
// downloads the dashboard. The public site's header and footer load with its pages, so the sign-in screens do not carry them.
const LandingLayout = layout(() => import('./layouts/landing-layout').then((m) => m.LandingLayout));
const AuthLayout = layout(() => import('./layouts/auth-layout').then((m) => m.AuthLayout));
const BareLayout = layout(() => import('./layouts/bare-layout').then((m) => m.BareLayout));
const QueryProvider = layout(() => import('./query-provider').then((m) => m.QueryProvider));
/** The signed-in guard brings the current-user call (and the contract's schemas) only to signed-in screens. */
const RequireAuth = layout(() => import('./require-auth').then((m) => m.RequireAuth));

/** Loaded when something fails, so the first screen of every page does not carry the error pages. */
const RouteErrorBoundary = lazy(() =>
  import('./route-error-boundary').then((m) => ({ default: m.RouteErrorBoundary })),
);

const SIGNED_IN_ROUTE_ID = 'signed-in';

const routes: RouteObject[] = [
  {
    errorElement: (
      <Suspense>
        <RouteErrorBoundary />
      </Suspense>
    ),
    children: [
      {
        lazy: LandingLayout,
        children: [
          named(undefined, 'Home', () => import('@/features/marketing/pages/home-page')),
          named('features', 'Features', () => import('@/features/marketing/pages/features-page')),
          named('pricing', 'Pricing', () => import('@/features/marketing/pages/pricing-page')),
          named('hire-expert', 'HireExpert', () => import('@/features/marketing/pages/hire-expert-page')),
          named('templates', 'Templates', () => import('@/features/marketing/pages/templates-page')),
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
            id: SIGNED_IN_ROUTE_ID,
            lazy: RequireAuth,
            // `/dashboard/…` joins these children on the first visit there (patchRoutesOnNavigation below).
            children: [
              named('logout', 'Logout', () => import('@/features/auth/pages/logout-page')),
              // The visual builder (docs/product.md § Screens and routes): full screen, outside the dashboard layout;
              // GrapesJS is only in its chunk.
              named(
                'website-builder',
                'WebsiteBuilder',
                () => import('@/features/builder/pages/website-builder-route'),
              ),
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
                // Where the payment provider sends the browser back (docs/product.md § Screens and routes).
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
              // Reached from invitation e-mails, signed in or not (docs/product.md § Screens and routes).
              named('invitation', 'Invitation', () => import('@/features/team/pages/invitation-page')),
              named('*', 'NotFound', () => import('@/features/marketing/pages/not-found-page')),
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The dashboard's route table is a module of its own, fetched on the first navigation into `/dashboard`
 * (React Router's lazy route discovery), so the public site's entry chunk does not carry the dashboard's
 * dozens of routes and the chunk lists of each.
 */
let isDashboardAdded = false;

export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ path, patch }) {
    // Once added, an unknown `/dashboard/…` path is the not-found page's, not a reason to add them again.
    if (!isDashboardPath(path) || isDashboardAdded) return;
    const { dashboardRoute } = await import('./dashboard-routes');
    if (isDashboardAdded) return;
    patch(SIGNED_IN_ROUTE_ID, [dashboardRoute]);
    isDashboardAdded = true;
  },
});

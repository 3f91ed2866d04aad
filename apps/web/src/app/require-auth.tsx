import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { endSession, rememberIntendedUrl } from '@/features/auth/session';
import { ApiError, setUnauthorizedHandler } from '@/lib/api-client';
import { isAuthenticated } from '@/lib/auth-token';
import type { SignedInOutletContext } from '@/lib/dashboard-context';

// Loaded lazily by the router (not with GuestOnly in guards.tsx): it brings the current-user call and its
// contract schemas, which the public pages never need.

/** Signed-in screens (docs/product.md § Account routes): no token → remember where the visitor was going and go to /login. */
export function RequireAuth() {
  useLogoutOnUnauthorized();
  if (!isAuthenticated()) return <RedirectToLogin />;
  return <CurrentUserGate />;
}

function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberIntendedUrl(pathname + search + hash);
    void navigate('/login', { replace: true });
  }, [hash, navigate, pathname, search]);
  return null;
}

/** Any 401 ends the session (docs/product.md § Sessions): token, cached data and chosen workspace go, then /login. */
function useLogoutOnUnauthorized() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      endSession(queryClient);
      void navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);
}

/** Loads the signed-in user once (TanStack Query caches it) before any signed-in screen renders. */
function CurrentUserGate() {
  const currentUser = useCurrentUser();
  if (currentUser.isSuccess) {
    const context: SignedInOutletContext = { user: currentUser.data.data };
    return <Outlet context={context} />;
  }
  // A 401 is already handled (the session ends and the browser goes to /login), so keep the overlay up.
  const isSessionExpired = currentUser.error instanceof ApiError && currentUser.error.status === 401;
  if (currentUser.isError && !isSessionExpired) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <div>
          <h1 className="text-base font-semibold text-zinc-900">We couldn&apos;t load your account</h1>
          <p className="mt-1 text-sm text-zinc-500">{currentUser.error.message}</p>
        </div>
        <Button variant="secondary" onClick={() => void currentUser.refetch()} loading={currentUser.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  return <LoadingOverlay fullScreen label="Loading your account…" />;
}

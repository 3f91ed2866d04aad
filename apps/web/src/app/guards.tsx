import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';

import { isAuthenticated } from '@/lib/auth-token';

/**
 * Guest-only screens (docs/product.md § Account routes): a visitor holding a token goes to the dashboard. The check is
 * made once, when the guard mounts: after a successful login the login page itself navigates to the stored intended
 * URL, and a guard re-checking the fresh token mid-navigation would race it to /dashboard.
 */
export function GuestOnly() {
  const [hadTokenOnArrival] = useState(isAuthenticated);
  if (hadTokenOnArrival) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

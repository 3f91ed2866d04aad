import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { readSellerToken } from '../seller-session';

/**
 * The admin's pages need a seller session on this origin; without a token, straight to the sign-in page,
 * which comes back here afterwards (the "New order" e-mail links to the order itself).
 */
export function RequireSeller({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (!readSellerToken()) return <Navigate to={`/login?${new URLSearchParams({ next: pathname })}`} replace />;
  return children;
}

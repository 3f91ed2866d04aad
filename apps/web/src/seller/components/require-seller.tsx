import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { readSellerToken } from '../seller-session';

/** The admin's pages need a seller session on this origin; without a token, straight to the sign-in page. */
export function RequireSeller({ children }: { children: ReactNode }) {
  if (!readSellerToken()) return <Navigate to="/login" replace />;
  return children;
}

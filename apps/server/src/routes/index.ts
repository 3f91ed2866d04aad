import login from './auth/login.js';
import logout from './auth/logout.js';
import register from './auth/register.js';
import resendVerification from './auth/resend-verification.js';
import forgotPassword from './auth/forgot-password.js';
import resetPassword from './auth/reset-password.js';
import verifyAccount from './auth/verify-account.js';
import getCurrentUser from './users/get-current-user.js';
import createWorkspace from './workspaces/create-workspace.js';
import listWorkspaces from './workspaces/list-workspaces.js';
import type { RouteHandler } from './define-handler.js';

/** One handler per contract route; `registerRoutes` refuses to start if a contract route has none. */
export const HANDLERS: RouteHandler[] = [
  login,
  register,
  verifyAccount,
  resendVerification,
  forgotPassword,
  resetPassword,
  logout,
  getCurrentUser,
  listWorkspaces,
  createWorkspace,
] as RouteHandler[];

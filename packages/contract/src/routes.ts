import { loginRoute } from './auth/login.js';
import { logoutRoute } from './auth/logout.js';
import { registerRoute } from './auth/register.js';
import { resendVerificationRoute } from './auth/resend-verification.js';
import { forgotPasswordRoute } from './auth/forgot-password.js';
import { resetPasswordRoute } from './auth/reset-password.js';
import { verifyAccountRoute } from './auth/verify-account.js';
import { getCurrentUserRoute } from './users/get-current-user.js';
import { createWorkspaceRoute } from './workspaces/create-workspace.js';
import { listWorkspacesRoute } from './workspaces/list-workspaces.js';

/** Every call of the product. The server registers each one; the authorization table covers each one. */
export const ROUTES = [
  loginRoute,
  registerRoute,
  verifyAccountRoute,
  resendVerificationRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  logoutRoute,
  getCurrentUserRoute,
  listWorkspacesRoute,
  createWorkspaceRoute,
] as const;

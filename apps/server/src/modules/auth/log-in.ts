import type { Login, LoginResponse } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { findUserByEmail, toCurrentUser } from '../users/index.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/secret-hashing.js';
import { issueDeviceToken } from './device-tokens.js';
import { createSession } from './sessions.js';

const INVALID_CREDENTIALS = 'Invalid email or password.';

export async function logIn(ctx: AppContext, input: Login): Promise<LoginResponse> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  // Only after the password is right, so these answers reveal nothing to someone guessing.
  if (user.isVerified !== 1) {
    throw new AppError(
      'email_not_verified',
      'Please verify your email address first. Check your inbox for the verification link.',
    );
  }
  if (user.isActive !== 1)
    throw new AppError('forbidden', 'This account has been deactivated. Contact support to restore it.');

  const accessToken = await createSession(ctx.db, user.id, ctx.clock.now());
  const currentUser = await toCurrentUser(ctx.db, user);
  return {
    success: true,
    message: 'Login successful',
    access_token: accessToken,
    token_type: 'Bearer',
    business: currentUser.business,
    data: currentUser,
    // A fresh one at every sign-in (OWASP): this browser now has its own allowance for this account.
    device_token: issueDeviceToken(ctx.config, user.email),
  };
}

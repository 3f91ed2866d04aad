import type { AppContext } from '../../context.js';
import { passwordResetMail, queueMail, verificationMail } from '../mail/index.js';
import { findUserByEmail } from '../users/index.js';
import { issueLinkToken } from './link-tokens.js';

/**
 * Both calls answer the same whatever the address, so they cannot be used to learn who has an account.
 */
export const PASSWORD_RESET_SENT = 'If an account exists for this email, we have sent a link to reset its password.';
export const VERIFICATION_SENT =
  'If this email belongs to an unverified account, we have sent a new verification link.';

/**
 * What forgot-password does while the caller waits: one job, whatever the address. Looking the account up
 * and mailing it happen in the worker, so the answer's timing cannot tell a known e-mail from an unknown.
 */
export async function requestPasswordResetLink(ctx: AppContext, email: string): Promise<void> {
  await ctx.jobs.send('send-password-reset', { email });
  // The person waits for the mail: this process's worker takes the job now, not at its next poll.
  ctx.jobs.wake('send-password-reset');
}

/** The worker's half of forgot-password: a reset link for the account, if there is one. */
export async function sendPasswordResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, user.id, 'reset');
    await queueMail(tx, ctx.jobs, user.email, passwordResetMail(user.first, `${ctx.config.appUrl}/password/${token}`));
  });
}

/**
 * What resend-verification does while the caller waits: one job, whatever the address (like
 * forgot-password), so its timing cannot tell an unverified account from a verified or unknown e-mail.
 */
export async function requestVerificationLink(ctx: AppContext, email: string): Promise<void> {
  await ctx.jobs.send('send-verification', { email });
  ctx.jobs.wake('send-verification');
}

/** The worker's half of resend-verification: a new link for an account that still needs one. */
export async function sendVerificationLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.isVerified === 1) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, user.id, 'verify');
    await queueMail(tx, ctx.jobs, user.email, verificationMail(user.first, `${ctx.config.appUrl}/verify/${token}`));
  });
}

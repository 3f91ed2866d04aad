import type { Register } from '@aerie/contract';
import { WORKSPACE_TYPE } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { users, workspaces } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { findOpenInvitationFor, joinByInvitation } from '../invitations/index.js';
import { queueMail, registrationAttemptMail, verificationMail } from '../mail/index.js';
import { hitRateLimit } from '../rate-limit/index.js';
import { createWorkspace } from '../workspaces/index.js';
import { authRateLimits } from './auth-rate-limits.js';
import { findUserByEmail } from '../users/index.js';
import { issueLinkToken } from './link-tokens.js';
import { hashPassword } from '../../lib/secret-hashing.js';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

export interface Registration {
  /** True when an invitation proved the address: no verification e-mail, log in at once. */
  isVerified: boolean;
  /** The workspace the invitation let the account join, if any. */
  joinedWorkspace: string | null;
}

/**
 * Creates the account, its first workspace (the business name, or "{first}'s workspace") and the
 * verification e-mail, all or nothing. With a working invitation addressed to this e-mail, the link has
 * proved the address instead: the account starts verified and also joins the invited workspace, after
 * its own, so the invited one is the newest and becomes the default (docs/product.md § Registration). Any other token
 * is ignored.
 */
export async function registerUser(ctx: AppContext, input: Register): Promise<Registration> {
  // Hashed before the lookup, so a taken address costs the same time as a free one.
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(ctx.db, input.email)) return tellOwner(ctx, input.email);
  try {
    return await ctx.db.transaction(async (tx) => {
      const invitation = input.invitation_token
        ? await findOpenInvitationFor(tx, input.invitation_token, input.email)
        : null;
      const [user] = await tx
        .insert(users)
        .values({
          first: input.first,
          last: input.last,
          email: input.email,
          phone: input.phone,
          accountType: input.account_type,
          passwordHash,
          isVerified: invitation ? 1 : 0,
        })
        .returning();
      await createWorkspace(tx, user!.id, {
        name: input.business_name || `${input.first}'s workspace`,
        email: input.email,
        phone: input.phone,
        type: WORKSPACE_TYPE,
      });
      if (invitation) {
        // The row is locked and was pending, so joining cannot fail here.
        await joinByInvitation({ db: tx, jobs: ctx.jobs }, invitation, user!);
        const [workspace] = await tx
          .select({ name: workspaces.name })
          .from(workspaces)
          .where(eq(workspaces.id, invitation.workspaceId));
        return { isVerified: true, joinedWorkspace: workspace!.name };
      }
      const token = await issueLinkToken(tx, user!.id, 'verify');
      await queueMail(tx, ctx.jobs, user!.email, verificationMail(user!.first, `${ctx.config.appUrl}/verify/${token}`));
      return { isVerified: false, joinedWorkspace: null };
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser is a taken address too.
    if (isUniqueViolation(error)) return tellOwner(ctx, input.email);
    throw error;
  }
}

/**
 * A taken address answers exactly like a free one (which e-mails have accounts is nobody's business);
 * the owner hears about the attempt instead, at most a few times an hour so it cannot flood their inbox.
 */
async function tellOwner(ctx: AppContext, email: string): Promise<Registration> {
  const owner = await findUserByEmail(ctx.db, email);
  if (!owner) return { isVerified: false, joinedWorkspace: null };
  try {
    await hitRateLimit(ctx, authRateLimits.registrationNotice(owner.email));
    const mail = registrationAttemptMail(owner.first, `${ctx.config.appUrl}/login`);
    await ctx.db.transaction((tx) => queueMail(tx, ctx.jobs, owner.email, mail));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
  }
  return { isVerified: false, joinedWorkspace: null };
}

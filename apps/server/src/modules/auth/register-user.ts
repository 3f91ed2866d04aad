import type { Register } from '@aerie/contract';
import { WORKSPACE_TYPE } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { users, workspaces } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { findOpenInvitationFor, joinByInvitation } from '../invitations/join-workspace.js';
import { queueMail } from '../mail/queue-mail.js';
import { verificationMail } from '../mail/templates.js';
import { createWorkspace } from '../workspaces/create-workspace.js';
import { findUserByEmail } from './find-user.js';
import { issueLinkToken } from './link-tokens.js';
import { hashPassword } from './secrets.js';

const EMAIL_TAKEN = 'An account with this email already exists. Log in or reset your password.';

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
 * its own, so the invited one is the newest and becomes the default (000 §4). Any other token is ignored.
 */
export async function registerUser(ctx: AppContext, input: Register): Promise<Registration> {
  if (await findUserByEmail(ctx.db, input.email)) throw fieldError('email', EMAIL_TAKEN, 'conflict');
  const passwordHash = await hashPassword(input.password);
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
        await joinByInvitation(tx, invitation, user!.id);
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
    // Two registrations of one address at once: the unique index decides, the loser hears the same answer.
    if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN, 'conflict');
    throw error;
  }
}

import type { Register } from '@aerie/contract';
import { WORKSPACE_TYPE } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
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

/**
 * Creates the account (unverified), its first workspace (the business name, or "{first}'s workspace")
 * and the verification e-mail, all or nothing.
 */
export async function registerUser(ctx: AppContext, input: Register): Promise<void> {
  if (await findUserByEmail(ctx.db, input.email)) throw fieldError('email', EMAIL_TAKEN, 'conflict');
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          first: input.first,
          last: input.last,
          email: input.email,
          phone: input.phone,
          accountType: input.account_type,
          passwordHash,
        })
        .returning();
      await createWorkspace(tx, user!.id, {
        name: input.business_name || `${input.first}'s workspace`,
        email: input.email,
        phone: input.phone,
        type: WORKSPACE_TYPE,
      });
      const token = await issueLinkToken(tx, user!.id, 'verify');
      await queueMail(tx, ctx.jobs, user!.email, verificationMail(user!.first, `${ctx.config.appUrl}/verify/${token}`));
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser hears the same answer.
    if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN, 'conflict');
    throw error;
  }
}

import { WORKSPACE_TYPE } from '@aerie/contract';
import { sql } from 'drizzle-orm';

import type { AppContext } from '../context.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/secrets.js';
import { createWorkspace } from '../modules/workspaces/create-workspace.js';

export interface DemoAccount {
  email: string;
  password: string;
}

/**
 * On a first start with an empty database, a verified demo account with a workspace, so the dashboard
 * can be tried at once. Returns the account when it was created now.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoAccount | null> {
  const [{ count } = { count: 0 }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  const { demoEmail: email, demoPassword: password } = ctx.config;
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        first: 'Ada',
        last: 'Demo',
        email,
        phone: '+44 20 7946 0000',
        accountType: 'Business',
        passwordHash,
        isVerified: 1,
        country: 'United Kingdom',
        city: 'London',
      })
      .returning();
    await createWorkspace(tx, user!.id, {
      name: 'Demo Studio',
      email,
      phone: '+44 20 7946 0000',
      type: WORKSPACE_TYPE,
    });
  });
  return { email, password };
}

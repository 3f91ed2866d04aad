import { eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';

/** E-mail addresses are compared case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

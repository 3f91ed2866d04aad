import type { CurrentUser, UpdateProfile } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { toCurrentUser } from './current-user-view.js';

/** An emptied place field clears it; a field left out of the request keeps its value. */
function place(value: string | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null;
}

/** Changes the name, phone and place of a user (docs/product.md § Account details); the e-mail is not changed here. */
export async function updateProfile(db: Queryable, userId: number, input: UpdateProfile): Promise<CurrentUser> {
  const [user] = await db
    .update(users)
    .set({
      first: input.first,
      last: input.last,
      phone: input.phone,
      country: place(input.country),
      state: place(input.state),
      city: place(input.city),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return toCurrentUser(db, user!);
}

import type { CurrentUser } from '@aerie/contract';
import { ACCOUNT_TYPES } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { listWorkspaces } from '../workspaces/index.js';

function asFlag(value: number): 0 | 1 {
  return value === 1 ? 1 : 0;
}

function asAccountType(value: string): CurrentUser['account_type'] {
  return (ACCOUNT_TYPES as readonly string[]).includes(value) ? (value as CurrentUser['account_type']) : 'Professional';
}

/** The signed-in user as the browser reads it; `business` is their default workspace, the last one. */
export async function toCurrentUser(db: Queryable, user: UserRow): Promise<CurrentUser> {
  const workspaceList = await listWorkspaces(db, user.id);
  return {
    user_id: user.id,
    first: user.first,
    last: user.last,
    email: user.email,
    phone: user.phone,
    account_type: asAccountType(user.accountType),
    is_verify: asFlag(user.isVerified),
    is_active: asFlag(user.isActive),
    avatar: user.avatar,
    country: user.country,
    state: user.state,
    city: user.city,
    business: workspaceList.at(-1) ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

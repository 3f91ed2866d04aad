import type { TeamMember } from '@aerie/contract';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { invitations, users, workspaceMembers } from '../../db/schema/index.js';

export interface TeamSummary {
  total: number;
  active: number;
  pending_invitations: number;
}

/** A workspace's members, the owner first and then in the order they joined (docs/product.md § Team page). */
export async function listTeamMembers(db: Queryable, workspaceId: number): Promise<TeamMember[]> {
  const rows = await db
    .select({ member: workspaceMembers, user: users })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(
      sql`case when ${workspaceMembers.role} = 'owner' then 0 else 1 end`,
      asc(workspaceMembers.createdAt),
      asc(workspaceMembers.id),
    );
  return rows.map(({ member, user }) => ({
    id: member.id,
    role: member.role,
    created_at: member.createdAt.toISOString(),
    profile: {
      id: user.id,
      first: user.first,
      last: user.last,
      email: user.email,
      avatar: user.avatar,
      // docs/product.md § Team page: 1 is active, 2 is inactive.
      is_active: user.isActive === 1 ? 1 : 2,
    },
  }));
}

/** The team page's summary cards; an invitation counts as pending only while its link still works. */
export async function summariseTeam(db: Queryable, workspaceId: number, members: TeamMember[]): Promise<TeamSummary> {
  const [pending] = await db
    .select({ count: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return {
    total: members.length,
    active: members.filter((member) => member.profile.is_active === 1).length,
    pending_invitations: pending?.count ?? 0,
  };
}

import { Avatar } from '@/components/ui/avatar';
import type { TeamMember } from '@aerie/contract';
import { UserMinus } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';

import { roleLabel } from '../team-roles';

export interface MembersTableProps {
  members: readonly TeamMember[];
  canManage: boolean;
  onRemove: (member: TeamMember) => void;
}

const nameOf = (member: TeamMember) => `${member.profile.first} ${member.profile.last}`.trim();

function RoleBadge({ member }: { member: TeamMember }) {
  return <Badge tone={member.role === 'owner' ? 'info' : 'neutral'}>{roleLabel(member.role)}</Badge>;
}

/** 001 §4: `profile.is_active` 1 is active, 2 is inactive. */
function StatusBadge({ member }: { member: TeamMember }) {
  return member.profile.is_active === 1 ? <Badge tone="active">active</Badge> : <Badge tone="inactive">inactive</Badge>;
}

/** 001 §5: never offered for the owner; the server refuses it too. */
function RemoveButton({ member, onRemove }: { member: TeamMember; onRemove: (member: TeamMember) => void }) {
  if (member.role === 'owner') return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => onRemove(member)}
      aria-label={`Remove ${nameOf(member)}`}
      title="Remove"
    >
      <UserMinus className="size-4" aria-hidden="true" />
      <span className="hidden xl:inline">Remove</span>
    </Button>
  );
}

/** Team Members: a stacked list on phones, a table from 640 px up. */
export function MembersTable({ members, canManage, onRemove }: MembersTableProps) {
  return (
    <>
      <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white sm:hidden">
        {members.map((member) => (
          <li key={member.id} className="flex items-start gap-3 p-4">
            <Avatar
              className="size-9"
              first={member.profile.first}
              last={member.profile.last}
              avatar={member.profile.avatar}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-zinc-900">{nameOf(member)}</p>
              <p className="truncate text-xs text-zinc-500">{member.profile.email}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <RoleBadge member={member} />
                <StatusBadge member={member} />
                <span className="text-xs text-zinc-500">Joined {formatDate(member.created_at)}</span>
              </div>
            </div>
            {canManage && <RemoveButton member={member} onRemove={onRemove} />}
          </li>
        ))}
      </ul>

      <div className="hidden sm:block">
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell>Member</TableHeaderCell>
              <TableHeaderCell>Role</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Joined</TableHeaderCell>
              {canManage && (
                // Positioned, so the visually hidden label stays inside the table's scroll box.
                <TableHeaderCell className="relative">
                  <span className="sr-only">Actions</span>
                </TableHeaderCell>
              )}
            </tr>
          </TableHead>
          <TableBody>
            {members.map((member) => (
              <TableRow key={member.id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <Avatar
                      className="size-9"
                      first={member.profile.first}
                      last={member.profile.last}
                      avatar={member.profile.avatar}
                    />
                    <div className="min-w-0">
                      <p className="font-medium text-zinc-900">{nameOf(member)}</p>
                      <p className="text-xs text-zinc-500">{member.profile.email}</p>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <RoleBadge member={member} />
                </TableCell>
                <TableCell>
                  <StatusBadge member={member} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(member.created_at)}</TableCell>
                {canManage && (
                  <TableCell className="text-right">
                    <RemoveButton member={member} onRemove={onRemove} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

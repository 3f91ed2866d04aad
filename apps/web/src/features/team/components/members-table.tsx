import type { TeamMember } from '@aerie/contract';
import { UserMinus } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';

import { roleLabel } from '../team-roles';
import { MemberAvatar } from './member-avatar';

export interface MembersTableProps {
  members: readonly TeamMember[];
  canManage: boolean;
  onRemove: (member: TeamMember) => void;
}

/** 001 §4: `profile.is_active` 1 is active, 2 is inactive. */
function StatusBadge({ isActive }: { isActive: 1 | 2 }) {
  return isActive === 1 ? <Badge tone="active">active</Badge> : <Badge tone="inactive">inactive</Badge>;
}

export function MembersTable({ members, canManage, onRemove }: MembersTableProps) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>Member</TableHeaderCell>
          <TableHeaderCell>Role</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Joined</TableHeaderCell>
          {canManage && (
            // Positioned, so the visually hidden label stays inside the table's scroll box on phones.
            <TableHeaderCell className="relative">
              <span className="sr-only">Actions</span>
            </TableHeaderCell>
          )}
        </tr>
      </TableHead>
      <TableBody>
        {members.map((member) => {
          const { profile } = member;
          const name = `${profile.first} ${profile.last}`.trim();
          const isOwner = member.role === 'owner';
          return (
            <TableRow key={member.id}>
              <TableCell>
                <div className="flex items-center gap-3">
                  <MemberAvatar first={profile.first} last={profile.last} avatar={profile.avatar} />
                  <div className="min-w-0">
                    <p className="font-medium text-zinc-900">{name}</p>
                    <p className="text-xs text-zinc-500">{profile.email}</p>
                  </div>
                </div>
              </TableCell>
              <TableCell>
                <Badge tone={isOwner ? 'info' : 'neutral'}>{roleLabel(member.role)}</Badge>
              </TableCell>
              <TableCell>
                <StatusBadge isActive={profile.is_active} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(member.created_at)}</TableCell>
              {canManage && (
                <TableCell className="text-right">
                  {/* 001 §5: never offered for the owner; the server refuses it too. */}
                  {!isOwner && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-600 hover:bg-red-50 hover:text-red-700"
                      onClick={() => onRemove(member)}
                      aria-label={`Remove ${name}`}
                    >
                      <UserMinus className="size-4" aria-hidden="true" />
                      Remove
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

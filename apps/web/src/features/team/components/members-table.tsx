import type { TeamMember } from '@aerie/contract';
import { UserMinus } from 'lucide-react';

import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ResponsiveTable } from '@/components/ui/responsive-table';
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

/** docs/product.md § Team page: `profile.is_active` 1 is active, 2 is inactive. */
function StatusBadge({ member }: { member: TeamMember }) {
  return member.profile.is_active === 1 ? <Badge tone="active">active</Badge> : <Badge tone="inactive">inactive</Badge>;
}

/** docs/product.md § Team page: never offered for the owner; the server refuses it too. */
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

function Identity({ member }: { member: TeamMember }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar
        className="size-9"
        first={member.profile.first}
        last={member.profile.last}
        avatar={member.profile.avatar}
      />
      <div className="min-w-0">
        <p className="truncate font-medium text-zinc-900">{nameOf(member)}</p>
        <p className="truncate text-xs font-normal text-zinc-500">{member.profile.email}</p>
      </div>
    </div>
  );
}

/** Team Members: a stacked list on phones, a table from 640 px up. */
export function MembersTable({ members, canManage, onRemove }: MembersTableProps) {
  return (
    <ResponsiveTable
      rows={members}
      rowKey={(member) => member.id}
      columns={[
        { header: 'Member', card: 'title', cell: (member) => <Identity member={member} /> },
        { header: 'Role', card: 'meta', cell: (member) => <RoleBadge member={member} /> },
        { header: 'Status', card: 'meta', cell: (member) => <StatusBadge member={member} /> },
        {
          header: 'Joined',
          card: 'meta',
          className: 'whitespace-nowrap',
          cell: (member) => formatDate(member.created_at),
          cardCell: (member) => `Joined ${formatDate(member.created_at)}`,
        },
        canManage && {
          header: 'Actions',
          isHeaderHidden: true,
          card: 'end',
          align: 'end',
          cell: (member) => <RemoveButton member={member} onRemove={onRemove} />,
        },
      ]}
    />
  );
}

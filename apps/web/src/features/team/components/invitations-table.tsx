import type { Invitation } from '@aerie/contract';
import { RefreshCw, Trash2 } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';

import { roleLabel } from '../team-roles';

export interface InvitationsTableProps {
  invitations: readonly Invitation[];
  canManage: boolean;
  /** The invitation whose re-invite is running, to show its spinner. */
  reinvitingId: number | null;
  onReinvite: (invitation: Invitation) => void;
  onDelete: (invitation: Invitation) => void;
}

/** 001 §4: the invitation's `active` flag is 0 while its link works and 1 once it does not. */
function LinkBadge({ active }: { active: 0 | 1 }) {
  return active === 0 ? <Badge tone="active">active</Badge> : <Badge tone="inactive">inactive</Badge>;
}

export function InvitationsTable({
  invitations,
  canManage,
  reinvitingId,
  onReinvite,
  onDelete,
}: InvitationsTableProps) {
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>Invited</TableHeaderCell>
          <TableHeaderCell>Role</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Sent</TableHeaderCell>
          {canManage && (
            // Positioned, so the visually hidden label stays inside the table's scroll box on phones.
            <TableHeaderCell className="relative">
              <span className="sr-only">Actions</span>
            </TableHeaderCell>
          )}
        </tr>
      </TableHead>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell>
              <p className="font-medium text-zinc-900">{invitation.name}</p>
              <p className="text-xs text-zinc-500">{invitation.email}</p>
            </TableCell>
            <TableCell>
              <Badge>{roleLabel(invitation.role)}</Badge>
            </TableCell>
            <TableCell>
              <LinkBadge active={invitation.active} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(invitation.created_at)}</TableCell>
            {canManage && (
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onReinvite(invitation)}
                    loading={reinvitingId === invitation.id}
                    disabled={reinvitingId !== null}
                    aria-label={`Re-invite ${invitation.email}`}
                  >
                    {reinvitingId !== invitation.id && <RefreshCw className="size-4" aria-hidden="true" />}
                    Re-invite
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => onDelete(invitation)}
                    aria-label={`Delete the invitation for ${invitation.email}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

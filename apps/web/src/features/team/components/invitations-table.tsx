import type { Invitation } from '@aerie/contract';
import { RefreshCw, Trash2 } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';

import { invitationExpiry } from '../invitation-expiry';
import { roleLabel } from '../team-roles';

export interface InvitationsTableProps {
  invitations: readonly Invitation[];
  canManage: boolean;
  /** The invitation whose re-invite is running, to show its spinner. */
  reinvitingId: number | null;
  onReinvite: (invitation: Invitation) => void;
  onDelete: (invitation: Invitation) => void;
  /** For tests; the expiry is counted from it. */
  now?: Date;
}

/**
 * 001 §4: the invitation's `active` flag is 0 while its link works and 1 once it does not. A working link
 * is still waiting for the invitee, so it reads "Pending" with when it expires, not a green "active".
 */
function LinkStatus({ invitation, now }: { invitation: Invitation; now: Date }) {
  if (invitation.active === 1) return <Badge tone="inactive">inactive</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone="warning">Pending</Badge>
      <span className="text-xs whitespace-nowrap text-zinc-500">{invitationExpiry(invitation.expires_at, now)}</span>
    </span>
  );
}

type ActionsProps = Omit<InvitationsTableProps, 'invitations' | 'canManage' | 'now'> & { invitation: Invitation };

function Actions({ invitation, reinvitingId, onReinvite, onDelete }: ActionsProps) {
  const isReinviting = reinvitingId === invitation.id;
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onReinvite(invitation)}
        loading={isReinviting}
        disabled={reinvitingId !== null}
        aria-label={`Re-invite ${invitation.email}`}
        title="Re-invite"
      >
        {!isReinviting && <RefreshCw className="size-4" aria-hidden="true" />}
        <span className="hidden xl:inline">Re-invite</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onDelete(invitation)}
        aria-label={`Delete the invitation for ${invitation.email}`}
        title="Delete"
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="hidden xl:inline">Delete</span>
      </Button>
    </div>
  );
}

/** Pending Requests: a stacked list on phones, a table from 640 px up. */
export function InvitationsTable({ invitations, canManage, now = new Date(), ...actions }: InvitationsTableProps) {
  return (
    <>
      <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white sm:hidden">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex items-start gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-zinc-900">{invitation.name}</p>
              <p className="truncate text-xs text-zinc-500">{invitation.email}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <Badge>{roleLabel(invitation.role)}</Badge>
                <LinkStatus invitation={invitation} now={now} />
                <span className="text-xs text-zinc-500">Sent {formatDate(invitation.created_at)}</span>
              </div>
            </div>
            {canManage && <Actions invitation={invitation} {...actions} />}
          </li>
        ))}
      </ul>

      <div className="hidden sm:block">
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell>Invited</TableHeaderCell>
              <TableHeaderCell>Role</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Sent</TableHeaderCell>
              {canManage && (
                // Positioned, so the visually hidden label stays inside the table's scroll box.
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
                  <LinkStatus invitation={invitation} now={now} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(invitation.created_at)}</TableCell>
                {canManage && (
                  <TableCell>
                    <Actions invitation={invitation} {...actions} />
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

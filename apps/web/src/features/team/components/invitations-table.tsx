import type { Invitation } from '@aerie/contract';
import { RefreshCw, Trash2 } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ResponsiveTable } from '@/components/ui/responsive-table';
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
 * docs/product.md § Invitations: the invitation's `active` flag is 0 while its link works and 1 once it does not. A
 * working link is still waiting for the invitee, so it reads "Pending" with when it expires, not a green "active".
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
    <ResponsiveTable
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      columns={[
        {
          header: 'Invited',
          card: 'title',
          cell: (invitation) => (
            <>
              <p className="truncate font-medium text-zinc-900">{invitation.name}</p>
              <p className="truncate text-xs font-normal text-zinc-500">{invitation.email}</p>
            </>
          ),
        },
        { header: 'Role', card: 'meta', cell: (invitation) => <Badge>{roleLabel(invitation.role)}</Badge> },
        { header: 'Status', card: 'meta', cell: (invitation) => <LinkStatus invitation={invitation} now={now} /> },
        {
          header: 'Sent',
          card: 'meta',
          className: 'whitespace-nowrap',
          cell: (invitation) => formatDate(invitation.created_at),
          cardCell: (invitation) => `Sent ${formatDate(invitation.created_at)}`,
        },
        canManage && {
          header: 'Actions',
          isHeaderHidden: true,
          card: 'end',
          cell: (invitation) => <Actions invitation={invitation} {...actions} />,
        },
      ]}
    />
  );
}

import type { Server } from '@aerie/contract';
import {
  CalendarCheck,
  CalendarClock,
  CalendarX,
  KeyRound,
  MoreHorizontal,
  Power,
  PowerOff,
  Rocket,
  RotateCw,
  ServerCog,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, useId } from 'react';
import { useNavigate } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuNote,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { isPilotBilling, isServerManagement, type ServerMenuAction } from '../pilot-actions';
import { serverDeploymentsPath, sshUsersPath } from '../server-display';

export const ACTION_LABELS: Record<ServerMenuAction, string> = {
  renew: 'Renew Pilot',
  provision: 'Provision Pilot',
  'manage-ssh': 'Manage SSH Users',
  reboot: 'Reboot',
  deployments: 'Deployments',
  'power-on': 'Power On',
  'power-off': 'Power Off',
  cancel: 'Cancel pilot',
  resume: 'Keep pilot',
  delete: 'Delete',
};

const ICONS: Record<ServerMenuAction, LucideIcon> = {
  renew: CalendarClock,
  provision: ServerCog,
  'manage-ssh': KeyRound,
  reboot: RotateCw,
  deployments: Rocket,
  'power-on': Power,
  'power-off': PowerOff,
  cancel: CalendarX,
  resume: CalendarCheck,
  delete: Trash2,
};

export interface ServerActionMenuProps {
  projectUid: string;
  server: Server;
  actions: readonly ServerMenuAction[];
  /** Why the user's role may not act on servers: those actions stay in the menu, unavailable, with this note. */
  serversRefusal?: string;
  /** Why the user may not cancel or keep a pilot (the workspace owner's, who pays for it). */
  billingRefusal?: string;
  /** An action that changes the server: the page asks for confirmation first (docs/product.md § Pilot actions). */
  onAction: (action: ServerMenuAction) => void;
}

/**
 * A row's ACTION menu. Manage SSH Users and Deployments only open a page, so they go there at once; every
 * action that changes the server is handed to the page, which confirms it.
 */
export function ServerActionMenu({
  projectUid,
  server,
  actions,
  serversRefusal,
  billingRefusal,
  onAction,
}: ServerActionMenuProps) {
  const navigate = useNavigate();
  const noteId = useId();
  const billingNoteId = useId();
  if (actions.length === 0) return <span className="text-zinc-500">—</span>;
  const isManagementUnavailable = (action: ServerMenuAction) =>
    serversRefusal !== undefined && isServerManagement(action);
  const isBillingUnavailable = (action: ServerMenuAction) => billingRefusal !== undefined && isPilotBilling(action);
  const noteOf = (action: ServerMenuAction) =>
    isManagementUnavailable(action) ? noteId : isBillingUnavailable(action) ? billingNoteId : undefined;

  const select = (action: ServerMenuAction) => {
    if (action === 'manage-ssh') {
      void navigate(sshUsersPath(projectUid, server));
    } else if (action === 'deployments') {
      void navigate(serverDeploymentsPath(projectUid, server));
    } else {
      onAction(action);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${server.name}`}
        className="rounded-md p-1.5 text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-accent-500 data-[state=open]:bg-zinc-100"
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {actions.map((action) => {
          const Icon = ICONS[action];
          return (
            <Fragment key={action}>
              {action === 'delete' && actions.length > 1 && <DropdownMenuSeparator />}
              <DropdownMenuItem
                onSelect={() => select(action)}
                unavailableNoteId={noteOf(action)}
                // Important: the item's own zinc text and icon colours come later in the stylesheet and would win.
                className={
                  action === 'delete'
                    ? 'text-red-600! data-[highlighted]:bg-red-50! data-[highlighted]:text-red-700! [&_svg]:text-red-500!'
                    : undefined
                }
              >
                <Icon aria-hidden="true" />
                {ACTION_LABELS[action]}
              </DropdownMenuItem>
            </Fragment>
          );
        })}
        {actions.some(isManagementUnavailable) && <DropdownMenuNote id={noteId}>{serversRefusal}</DropdownMenuNote>}
        {actions.some(isBillingUnavailable) && <DropdownMenuNote id={billingNoteId}>{billingRefusal}</DropdownMenuNote>}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { Deployment } from '@aerie/contract';
import { History, KeyRound, Layers, MoreHorizontal, Rocket, TerminalSquare, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuNote,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { commandsPath, runsPath, variablesPath, type CameFrom, type DeploymentTab } from '../deployment-paths';

export interface DeploymentActionMenuProps {
  projectUid: string;
  deployment: Deployment;
  tab: DeploymentTab;
  isOwner: boolean;
  /**
   * Why the user's role may not run deployments: Deploy now and Environment Variables (secrets, which the
   * server shows only to those who run deployments) stay in the menu, unavailable, with this note.
   */
  runRefusal?: string;
  onDeployNow: () => void;
  /** Opens the release settings (issue 28). */
  onReleaseSettings: () => void;
  onDelete: () => void;
}

/**
 * A row's menu (docs/product.md § Deployments list: Delete for the owner, Build Commands, Environment Variables; issue
 * 13 adds Deploy now and Runs, issue 28 Release settings). The pages it opens remember this list, so their Go Back returns to it.
 */
export function DeploymentActionMenu({
  projectUid,
  deployment,
  tab,
  isOwner,
  runRefusal,
  onDeployNow,
  onReleaseSettings,
  onDelete,
}: DeploymentActionMenuProps) {
  const navigate = useNavigate();
  const noteId = useId();
  const location = useLocation();
  const state: CameFrom = { from: location.pathname + location.search };
  const open = (path: string) => void navigate(path, { state });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${deployment.branch} to ${deployment.deploy_path}`}
        className="rounded-md p-1.5 text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-accent-500 data-[state=open]:bg-zinc-100"
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onDeployNow} unavailableNoteId={runRefusal ? noteId : undefined}>
          <Rocket aria-hidden="true" />
          Deploy now
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => open(runsPath(projectUid, deployment.slug, tab))}>
          <History aria-hidden="true" />
          Runs
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => open(commandsPath(projectUid, deployment, tab))}>
          <TerminalSquare aria-hidden="true" />
          Build Commands
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => open(variablesPath(projectUid, deployment, tab))}
          unavailableNoteId={runRefusal ? noteId : undefined}
        >
          <KeyRound aria-hidden="true" />
          Environment Variables
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onReleaseSettings} unavailableNoteId={runRefusal ? noteId : undefined}>
          <Layers aria-hidden="true" />
          Release settings
        </DropdownMenuItem>
        {isOwner && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onDelete} className="text-red-600 data-[highlighted]:text-red-700">
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
        {runRefusal && <DropdownMenuNote id={noteId}>{runRefusal}</DropdownMenuNote>}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

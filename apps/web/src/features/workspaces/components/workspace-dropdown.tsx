import { clsx } from 'clsx';
import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useState } from 'react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { initialsOf } from '@/lib/initials';

import { useCurrentWorkspace, useSwitchWorkspace } from '../use-current-workspace';
import { CreateWorkspaceModal } from './create-workspace-modal';

export interface WorkspaceDropdownProps {
  /** Only the workspace's tile, for the icons-only sidebar. */
  collapsed?: boolean;
}

function WorkspaceTile({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-zinc-900 text-xs font-semibold text-white"
    >
      {initialsOf(name)}
    </span>
  );
}

/** The sidebar's workspace switcher (docs/product.md § Creating a workspace) with the entry to Create New Workspace. */
export function WorkspaceDropdown({ collapsed = false }: WorkspaceDropdownProps) {
  const { workspace, workspaces, isPending } = useCurrentWorkspace();
  const { switchTo, isSwitching } = useSwitchWorkspace();
  const [isCreateOpen, setIsCreateOpen] = useState(false);

  if (isPending) {
    return (
      <div
        className={clsx(
          'flex h-12 items-center gap-3 rounded-lg border border-zinc-200 p-2',
          collapsed && 'justify-center',
        )}
      >
        <span className="size-8 animate-pulse rounded-lg bg-zinc-100" />
        {!collapsed && <span className="h-3 flex-1 animate-pulse rounded bg-zinc-100" />}
      </div>
    );
  }

  const name = workspace?.name ?? 'No workspace';
  return (
    <>
      <DropdownMenu>
        {/* Named by what it shows, "Workspace: {name} Switch workspace": an aria-label would have to repeat every
            word on show, the tile's initials too (axe: label-content-name-mismatch, WCAG 2.5.3). */}
        <DropdownMenuTrigger
          title={collapsed ? name : undefined}
          className={clsx(
            'flex w-full items-center gap-3 rounded-lg bg-white p-2 text-left transition-colors',
            'hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-500 data-[state=open]:bg-zinc-50',
            collapsed ? 'justify-center' : 'border border-zinc-200 shadow-xs',
          )}
        >
          <WorkspaceTile name={name} />
          <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1'}>
            <span className="sr-only">Workspace:</span>
            <span className="block truncate text-sm font-semibold text-zinc-900">{name}</span>
            <span aria-hidden="true" className="block truncate text-xs text-zinc-500">
              Workspace
            </span>
            <span className="sr-only">Switch workspace</span>
          </span>
          {!collapsed && <ChevronsUpDown className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-96 w-64 overflow-y-auto">
          <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
          {workspaces.map((item) => {
            const isCurrent = item.slug === workspace?.slug;
            return (
              <DropdownMenuItem
                key={item.slug}
                onSelect={() => {
                  if (!isCurrent) void switchTo(item.slug);
                }}
                className={clsx(isCurrent && 'font-medium text-zinc-900')}
              >
                <span className="min-w-0 flex-1 truncate">{item.name}</span>
                {isCurrent && <Check className="text-accent-600!" aria-label="Current workspace" />}
              </DropdownMenuItem>
            );
          })}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setIsCreateOpen(true)}>
            <Plus aria-hidden="true" />
            Create New Workspace
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateWorkspaceModal open={isCreateOpen} onOpenChange={setIsCreateOpen} />
      <LoadingOverlay fullScreen show={isSwitching} label="Switching workspace…" />
    </>
  );
}

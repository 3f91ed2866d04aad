import { MESSAGES } from '@aerie/contract';
import { clsx } from 'clsx';
import { Check, ChevronsUpDown, FolderKanban } from 'lucide-react';
import { Link } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface ProjectOption {
  uid: string;
  name: string;
}

export interface ProjectSelectorProps {
  projects: readonly ProjectOption[];
  /** True until the workspace's projects have loaded, so the empty notice never flashes. */
  isLoading?: boolean;
  /** The project being viewed, if any. */
  currentUid?: string;
  className?: string;
}

const trigger =
  'flex h-9 w-full min-w-0 items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 text-sm shadow-xs ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 md:w-auto md:max-w-xs';

/** The header's project switcher (docs/product.md § Dashboard shell): 'Select a Project', or a disabled notice when there are none. */
export function ProjectSelector({ projects, isLoading = false, currentUid, className }: ProjectSelectorProps) {
  if (isLoading) {
    return (
      <div role="status" className={clsx(trigger, 'md:w-64', className)}>
        <FolderKanban className="size-4 shrink-0 text-zinc-300" aria-hidden="true" />
        <span aria-hidden="true" className="h-3 flex-1 animate-pulse rounded bg-zinc-100" />
        <span className="sr-only">Loading projects…</span>
      </div>
    );
  }
  if (projects.length === 0) {
    return (
      <button type="button" disabled className={clsx(trigger, 'cursor-not-allowed text-zinc-400', className)}>
        <FolderKanban className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{MESSAGES.noProjectInWorkspace}</span>
      </button>
    );
  }

  const current = projects.find((project) => project.uid === currentUid);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={clsx(trigger, 'text-zinc-700 hover:bg-zinc-50 md:w-64', className)}>
        <FolderKanban className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
        <span className="flex-1 truncate text-left">{current?.name ?? MESSAGES.selectProject}</span>
        <ChevronsUpDown className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 w-64 overflow-y-auto">
        <DropdownMenuLabel>{MESSAGES.selectProject}</DropdownMenuLabel>
        {projects.map((project) => (
          <DropdownMenuItem key={project.uid} asChild>
            <Link
              to={`/dashboard/project/${project.uid}`}
              className={clsx(project.uid === currentUid && 'font-medium text-zinc-900')}
            >
              <span className="min-w-0 flex-1 truncate">{project.name}</span>
              {project.uid === currentUid && <Check className="text-accent-600!" aria-label="Current project" />}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

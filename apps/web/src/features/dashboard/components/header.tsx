import { Menu, Plus, UserRoundSearch } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { greetingFor } from '@/lib/greeting';

import { ProjectSelector, type ProjectOption } from './project-selector';

export interface HeaderProps {
  firstName: string;
  projects: readonly ProjectOption[];
  isProjectsLoading?: boolean;
  /** The project being viewed; the selector shows its name. */
  currentProjectUid?: string;
  onOpenMenu: () => void;
  /** The notifications bell, composed by the app (features do not import each other). */
  bell?: ReactNode;
}

/** The dashboard's top bar (docs/product.md § Dashboard shell): greeting, project selector, Hire an Expert and Create new project. */
export function Header({ firstName, projects, isProjectsLoading, currentProjectUid, onOpenMenu, bell }: HeaderProps) {
  const selector = { projects, isLoading: isProjectsLoading, currentUid: currentProjectUid };
  const greeting = greetingFor(new Date());
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          className="-ml-1 flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-500 lg:hidden"
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1 lg:flex-none">
          <p className="truncate text-sm font-semibold text-zinc-900">Hi {firstName}</p>
          <p className="truncate text-xs text-zinc-500">{greeting}</p>
        </div>
        <div aria-hidden="true" className="hidden h-8 w-px bg-zinc-200 md:block" />
        <ProjectSelector {...selector} className="hidden md:flex" />
        <div className="ml-auto flex items-center gap-2">
          {bell}
          <ButtonLink to="/dashboard/hire-expert" variant="secondary" size="sm" aria-label="Hire an Expert">
            <UserRoundSearch className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Hire an Expert</span>
          </ButtonLink>
          <ButtonLink to="/dashboard/projects/create" size="sm" aria-label="Create new project">
            <Plus className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Create new project</span>
          </ButtonLink>
        </div>
      </div>
      <div className="border-t border-zinc-100 px-4 py-2 sm:px-6 md:hidden">
        <ProjectSelector {...selector} />
      </div>
    </header>
  );
}

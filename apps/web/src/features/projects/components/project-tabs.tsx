import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { Link, useMatches } from 'react-router';

import { activeProjectTab, PROJECT_TABS } from '../project-navigation';

/**
 * The project area's navigation (000 §2). On narrow screens it scrolls sideways inside itself, never the
 * page, and brings the active tab into view.
 */
export function ProjectTabs({ uid }: { uid: string }) {
  const matches = useMatches();
  const active = activeProjectTab(matches.map((match) => (match.handle as { name?: string } | undefined)?.name));
  const listRef = useRef<HTMLUListElement>(null);
  const activeRef = useRef<HTMLAnchorElement>(null);

  // Centre the active tab in the strip by scrolling the strip only (scrollIntoView could move the page).
  useEffect(() => {
    const list = listRef.current;
    const tab = activeRef.current;
    if (!list || !tab) return;
    const offset = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  return (
    <nav aria-label="Project" className="-mx-4 border-b border-zinc-200 sm:mx-0">
      <ul ref={listRef} className="flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] sm:px-0">
        {PROJECT_TABS.map((tab) => {
          const isActive = tab === active;
          return (
            <li key={tab.path} className="shrink-0">
              <Link
                ref={isActive ? activeRef : undefined}
                to={`/dashboard/project/${uid}/${tab.path}`}
                aria-current={isActive ? 'page' : undefined}
                className={clsx(
                  'relative flex h-11 items-center px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-500',
                  'after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full',
                  isActive
                    ? 'text-accent-700 after:bg-accent-600'
                    : 'text-zinc-500 after:bg-transparent hover:text-zinc-900 hover:after:bg-zinc-300',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useMatches } from 'react-router';

import { activeProjectTab, PROJECT_TABS } from '../project-navigation';

/**
 * Fades on the edges the strip can still scroll towards: its scrollbar is hidden, so a tab cut at the edge
 * would otherwise read as a clipped label rather than a sign that more tabs lie that way.
 */
const EDGE_FADES = {
  none: '',
  start: '[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]',
  end: '[mask-image:linear-gradient(to_left,transparent,black_2.5rem)]',
  both: '[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
} as const;

type Edge = keyof typeof EDGE_FADES;

function overflowingEdge(list: HTMLElement): Edge {
  const hasBefore = list.scrollLeft > 1;
  const hasAfter = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  if (hasBefore && hasAfter) return 'both';
  if (hasBefore) return 'start';
  return hasAfter ? 'end' : 'none';
}

/**
 * The project area's navigation (docs/product.md § Project detail). When the tabs outgrow the width (a phone, or all of
 * them beside the sidebar) it scrolls sideways inside itself, never the page, fades the edges that hide more tabs, and
 * keeps the active tab in view, also after the window is resized or a phone turned.
 */
export function ProjectTabs({ uid }: { uid: string }) {
  const matches = useMatches();
  const active = activeProjectTab(matches.map((match) => (match.handle as { name?: string } | undefined)?.name));
  const listRef = useRef<HTMLUListElement>(null);
  const activeRef = useRef<HTMLAnchorElement>(null);
  const [edge, setEdge] = useState<Edge>('none');

  const measureEdges = useCallback(() => {
    if (listRef.current) setEdge(overflowingEdge(listRef.current));
  }, []);

  // Centre the active tab in the strip by scrolling the strip only (scrollIntoView could move the page).
  const centreActiveTab = useCallback(() => {
    const list = listRef.current;
    const tab = activeRef.current;
    if (list && tab) {
      const offset = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
      list.scrollLeft += offset - (list.clientWidth - tab.offsetWidth) / 2;
    }
    measureEdges();
  }, [measureEdges]);

  useEffect(centreActiveTab, [active, centreActiveTab]);
  useEffect(() => {
    window.addEventListener('resize', centreActiveTab);
    return () => window.removeEventListener('resize', centreActiveTab);
  }, [centreActiveTab]);

  return (
    <nav aria-label="Project" className="-mx-4 border-b border-zinc-200 sm:mx-0">
      <ul
        ref={listRef}
        onScroll={measureEdges}
        className={clsx('flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] sm:px-0', EDGE_FADES[edge])}
      >
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

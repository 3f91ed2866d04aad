import type { CurrentUser } from '@aerie/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { useReturnFocus } from '@/components/ui/use-return-focus';

import { Header } from './header';
import type { ProjectOption } from './project-selector';
import { Sidebar } from './sidebar';

const COLLAPSED_KEY = 'sidebar_collapsed';
/** Tailwind's `lg`: below it the sidebar becomes a drawer. */
const DESKTOP_QUERY = '(min-width: 1024px)';

export interface DashboardShellProps {
  user: CurrentUser;
  /** The header's project selector: the workspace's projects and the one being viewed. */
  projects: readonly ProjectOption[];
  isProjectsLoading?: boolean;
  currentProjectUid?: string;
  /** The sidebar's "Open an online store" card, only while the workspace has no store (issue 25). */
  isStorePromptShown?: boolean;
  /** The workspace dropdown, drawn for the sidebar's current width. */
  renderWorkspaceSwitcher: (options: { collapsed: boolean }) => ReactNode;
  /** The header's notifications bell. */
  bell?: ReactNode;
  children: ReactNode;
}

/**
 * Sidebar + header + page. On desktop the sidebar is fixed and can collapse to icons (remembered); below
 * 1024 px a menu button opens it as a drawer, page scrolling is locked while it is open
 * (docs/product.md § Dashboard shell), and any navigation closes it.
 */
export function DashboardShell({
  user,
  projects,
  isProjectsLoading,
  currentProjectUid,
  isStorePromptShown = false,
  renderWorkspaceSwitcher,
  bell,
  children,
}: DashboardShellProps) {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const toggleCollapsed = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  // The drawer belongs to the location it was opened on, so navigating anywhere closes it.
  const location = useLocation();
  const [drawerLocationKey, setDrawerLocationKey] = useState<string | null>(null);
  const isDrawerOpen = drawerLocationKey === location.key;
  const closeDrawer = () => setDrawerLocationKey(null);
  const returnFocus = useReturnFocus();

  useEffect(() => {
    if (!isDrawerOpen) return;
    document.body.classList.add('scroll-locked');
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => desktop.matches && setDrawerLocationKey(null);
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      document.body.classList.remove('scroll-locked');
      desktop.removeEventListener('change', closeOnDesktop);
    };
  }, [isDrawerOpen]);

  return (
    <div className="min-h-dvh bg-zinc-50">
      <aside
        className={clsx(
          'fixed inset-y-0 left-0 z-40 hidden border-r border-zinc-200 transition-[width] duration-200 lg:block',
          collapsed ? 'w-[72px]' : 'w-64',
        )}
      >
        <Sidebar
          user={user}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          isStorePromptShown={isStorePromptShown}
          workspaceSwitcher={renderWorkspaceSwitcher({ collapsed })}
        />
      </aside>

      <Dialog.Root
        open={isDrawerOpen}
        onOpenChange={(open) => (open ? setDrawerLocationKey(location.key) : closeDrawer())}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 transition-opacity duration-150 starting:opacity-0 lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            {...returnFocus}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-zinc-200 shadow-xl transition-transform duration-200 starting:-translate-x-full focus:outline-none lg:hidden"
          >
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Sidebar
              user={user}
              onClose={closeDrawer}
              isStorePromptShown={isStorePromptShown}
              workspaceSwitcher={renderWorkspaceSwitcher({ collapsed: false })}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div
        className={clsx(
          'flex min-h-dvh flex-col transition-[padding] duration-200',
          collapsed ? 'lg:pl-[72px]' : 'lg:pl-64',
        )}
      >
        <Header
          firstName={user.first}
          projects={projects}
          isProjectsLoading={isProjectsLoading}
          currentProjectUid={currentProjectUid}
          onOpenMenu={() => setDrawerLocationKey(location.key)}
          bell={bell}
        />
        <main className="relative flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</main>
      </div>
    </div>
  );
}

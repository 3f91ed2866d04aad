import type { CurrentUser } from '@aerie/contract';
import { clsx } from 'clsx';
import {
  Activity,
  CreditCard,
  FolderKanban,
  Globe,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  PanelLeftClose,
  PanelLeftOpen,
  Plug,
  UserRound,
  UserRoundSearch,
  Users,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useMatches } from 'react-router';

import { Logo } from '@/components/brand/logo';

import { activeNavKey, NAV_ITEMS, type NavKey } from '../navigation';
import { StorePromptCard } from './store-prompt-card';
import { UserMenu } from './user-menu';

const ICONS: Record<NavKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  projects: FolderKanban,
  team: Users,
  domains: Globe,
  integrations: Plug,
  profile: UserRound,
  billing: CreditCard,
  hireExpert: UserRoundSearch,
  logout: LogOut,
  activity: Activity,
};

export interface SidebarProps {
  user: CurrentUser;
  /** Icons only (desktop). */
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
  /** Shown in the mobile drawer instead of the collapse toggle. */
  onClose?: () => void;
  /** The "Open an online store" card: hidden once the workspace has a store (issue 25). */
  isStorePromptShown?: boolean;
  workspaceSwitcher: ReactNode;
}

const iconButton =
  'flex size-8 items-center justify-center rounded-lg text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 ' +
  'focus-visible:outline-2 focus-visible:outline-accent-500';

/** The dashboard's navigation (docs/product.md § Dashboard shell). The active link follows the matched route's name. */
export function Sidebar({
  user,
  collapsed = false,
  onToggleCollapsed,
  onClose,
  isStorePromptShown = false,
  workspaceSwitcher,
}: SidebarProps) {
  const matches = useMatches();
  const active = activeNavKey(matches.map((match) => (match.handle as { name?: string } | undefined)?.name));

  return (
    <div className="flex h-full flex-col bg-white">
      <div className={clsx('flex h-16 shrink-0 items-center gap-2 px-4', collapsed && 'justify-center px-0')}>
        <Link
          to="/dashboard"
          aria-label="Aerie dashboard"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          <Logo withWordmark={!collapsed} />
        </Link>
        {onClose && (
          <button type="button" onClick={onClose} aria-label="Close menu" className={clsx(iconButton, 'ml-auto')}>
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>

      <div className={clsx('shrink-0 pb-2', collapsed ? 'px-3' : 'px-3')}>{workspaceSwitcher}</div>

      <nav aria-label="Dashboard" className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-0.5">
          {NAV_ITEMS.map((item) => {
            const Icon = ICONS[item.key];
            const isActive = item.key === active;
            return (
              <li key={item.key} className={clsx(item.key === 'logout' && 'mt-2 border-t border-zinc-100 pt-2')}>
                <Link
                  to={item.to}
                  aria-current={isActive ? 'page' : undefined}
                  title={collapsed ? item.label : undefined}
                  className={clsx(
                    'group flex h-9 items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-500',
                    collapsed && 'justify-center px-0',
                    isActive ? 'bg-accent-50 text-accent-700' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
                  )}
                >
                  <Icon
                    className={clsx(
                      'size-4 shrink-0',
                      isActive ? 'text-accent-600' : 'text-zinc-400 group-hover:text-zinc-600',
                    )}
                    aria-hidden="true"
                  />
                  <span className={clsx(collapsed && 'sr-only')}>{item.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="shrink-0 space-y-3 border-t border-zinc-200 p-3">
        {!collapsed && isStorePromptShown && <StorePromptCard />}
        <UserMenu user={user} collapsed={collapsed} />
        {onToggleCollapsed && (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className={clsx(
              iconButton,
              'h-8 w-full gap-2 px-2.5 text-xs font-medium',
              collapsed ? 'justify-center px-0' : 'justify-start',
            )}
          >
            {collapsed ? (
              <PanelLeftOpen className="size-4" aria-hidden="true" />
            ) : (
              <>
                <PanelLeftClose className="size-4" aria-hidden="true" />
                Collapse
              </>
            )}
          </button>
        )}
      </div>
    </div>
  );
}

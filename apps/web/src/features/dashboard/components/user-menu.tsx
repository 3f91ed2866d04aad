import { Avatar } from '@/components/ui/avatar';
import type { CurrentUser } from '@aerie/contract';
import { clsx } from 'clsx';
import { ChevronsUpDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface UserMenuProps {
  user: CurrentUser;
  collapsed?: boolean;
}

/** The sidebar's user details dropdown: who is signed in, with Profile and Logout. */
export function UserMenu({ user, collapsed = false }: UserMenuProps) {
  const fullName = `${user.first} ${user.last}`.trim();
  return (
    <DropdownMenu>
      {/* Named by what it shows (an aria-label would have to repeat it all: axe, label-content-name-mismatch). */}
      <DropdownMenuTrigger
        className={clsx(
          'flex w-full items-center gap-3 rounded-lg p-2 text-left transition-colors hover:bg-zinc-100',
          'focus-visible:outline-2 focus-visible:outline-accent-500 data-[state=open]:bg-zinc-100',
          collapsed && 'justify-center',
        )}
      >
        <Avatar first={user.first} last={user.last} avatar={user.avatar} />
        <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1'}>
          <span className="sr-only">Account menu for</span>
          <span className="block truncate text-sm font-medium text-zinc-900">{fullName}</span>
          <span className="block truncate text-xs text-zinc-500">{user.email}</span>
        </span>
        {!collapsed && <ChevronsUpDown className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3 py-2">
          <Avatar first={user.first} last={user.last} avatar={user.avatar} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-zinc-900">{fullName}</span>
            <span className="block truncate text-xs font-normal text-zinc-500">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard/profile">
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/logout">
            <LogOut aria-hidden="true" />
            Logout
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { Notification } from '@aerie/contract';
import { clsx } from 'clsx';
import { Bell, CheckCheck, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';

import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';
import { useLiveUnreadCount } from '../use-live-unread-count';

/** More than this shows as "99+": the badge stays one small circle. */
const BADGE_MAX = 99;

/**
 * The header's bell (issue 26 §3): the unread count, live, and a panel of the latest notifications, each a
 * link to what it is about (opening one marks it read), with Mark all read and the e-mail settings.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const unread = useLiveUnreadCount() ?? 0;
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <DropdownMenu open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenuTrigger
        aria-label={label}
        className="relative flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-500 data-[state=open]:bg-zinc-100"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="unread-badge"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent collisionPadding={8} className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <NotificationPanel isOpen={isOpen} unread={unread} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationPanel({ isOpen, unread }: { isOpen: boolean; unread: number }) {
  const list = useNotifications(isOpen);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const notifications = list.data?.pages.flatMap((page) => page.data.notifications) ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-zinc-100 px-3 py-2.5">
        <p className="text-sm font-semibold text-zinc-900">Notifications</p>
        {unread > 0 && (
          <DropdownMenuItem
            className="px-2 py-1 text-xs font-medium text-accent-600 data-[highlighted]:text-accent-600 [&_svg]:text-accent-600"
            onSelect={(event) => {
              event.preventDefault();
              markAll.mutate();
            }}
          >
            <CheckCheck aria-hidden="true" />
            Mark all read
          </DropdownMenuItem>
        )}
      </div>
      <div className="max-h-[min(26rem,60dvh)] overflow-y-auto p-1">
        {list.isPending ? (
          <div className="flex justify-center py-8" role="status" aria-label="Loading notifications…">
            <Spinner className="size-5 text-accent-600" />
          </div>
        ) : list.isError ? (
          <p className="px-3 py-6 text-center text-sm text-zinc-500">We couldn&apos;t load your notifications.</p>
        ) : notifications.length === 0 ? (
          <p className="px-3 py-8 text-center text-sm text-zinc-500">You&apos;re all caught up.</p>
        ) : (
          notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => notification.read_at === null && markRead.mutate(notification.id)}
            />
          ))
        )}
        {list.hasNextPage && (
          <DropdownMenuItem
            className="justify-center text-xs font-medium text-zinc-600"
            onSelect={(event) => {
              event.preventDefault();
              void list.fetchNextPage();
            }}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Show older'}
          </DropdownMenuItem>
        )}
      </div>
      <DropdownMenuSeparator className="m-0" />
      <div className="p-1">
        <DropdownMenuItem asChild>
          <Link to="/dashboard/profile#notifications">
            <Settings aria-hidden="true" />
            E-mail settings
          </Link>
        </DropdownMenuItem>
      </div>
    </>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const isUnread = notification.read_at === null;
  return (
    <DropdownMenuItem asChild onSelect={onOpen} className={clsx('items-start', isUnread && 'bg-accent-50/60')}>
      <Link to={notification.link}>
        <span
          aria-hidden="true"
          className={clsx('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-accent-600' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          <span
            className={clsx(
              'block text-sm leading-5 break-words',
              isUnread ? 'font-semibold text-zinc-900' : 'text-zinc-700',
            )}
          >
            {isUnread && <span className="sr-only">Unread:</span>} {notification.title}
          </span>
          <span className="mt-0.5 block truncate text-xs text-zinc-500">
            {notification.context} · {formatDate(notification.created_at, { style: 'dateTime' })}
          </span>
        </span>
      </Link>
    </DropdownMenuItem>
  );
}

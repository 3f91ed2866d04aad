import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { unreadCountKey, useUnreadCount } from './api/get-unread-count';
import { notificationsKey } from './api/list-notifications';
import { streamUnreadCount } from './api/stream-unread-count';

const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * The unread count, kept live: the stream's counts go into the count query's cache (so the badge changes
 * without a reload) and mark the loaded list stale, so the panel shows the new entry when it next opens.
 * A dropped stream is opened again with growing pauses; a refusal (signed out) stops it.
 */
export function useLiveUnreadCount(): number | undefined {
  const queryClient = useQueryClient();
  const count = useUnreadCount();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const follow = async () => {
      let delay = RECONNECT_FIRST_MS;
      while (!signal.aborted) {
        try {
          await streamUnreadCount({
            signal,
            onOpen: () => {
              delay = RECONNECT_FIRST_MS;
            },
            onCount: (unread) => {
              queryClient.setQueryData(unreadCountKey, { success: true as const, data: { unread } });
              void queryClient.invalidateQueries({ queryKey: notificationsKey, exact: true });
            },
          });
        } catch {
          return;
        }
        await pause(delay, signal);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      }
    };
    void follow();
    return () => controller.abort();
  }, [queryClient]);

  return count.data;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (window.clearTimeout(timer), resolve()), { once: true });
  });
}

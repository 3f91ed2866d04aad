import { markAllNotificationsReadRoute, markNotificationReadRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { unreadCountKey } from './get-unread-count';
import { notificationsKey } from './list-notifications';

function useAfterRead() {
  const queryClient = useQueryClient();
  return (response: { data: { unread: number } }) => {
    queryClient.setQueryData(unreadCountKey, { success: true as const, data: response.data });
    return queryClient.invalidateQueries({ queryKey: notificationsKey, exact: true });
  };
}

/** Marks one notification read (opening it does this too). */
export function useMarkNotificationRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: (id: number) => callApi(markNotificationReadRoute, { params: { id } }),
    onSuccess: afterRead,
  });
}

export function useMarkAllNotificationsRead() {
  const afterRead = useAfterRead();
  return useMutation({
    mutationFn: () => callApi(markAllNotificationsReadRoute),
    onSuccess: afterRead,
  });
}

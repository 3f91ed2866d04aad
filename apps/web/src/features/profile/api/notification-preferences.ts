import {
  getNotificationPreferencesRoute,
  updateNotificationPreferencesRoute,
  type EmailChannel,
  type NotificationType,
} from '@aerie/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export const notificationPreferencesKey = ['notification-preferences'] as const;

/** The signed-in user's e-mail channel per notification type, beside each type's default. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => callApi(getNotificationPreferencesRoute, { signal }),
    select: (response) => response.data,
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** Saves the channels of some types; the reply is the whole list, written straight into the query. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channels: Partial<Record<NotificationType, EmailChannel>>) =>
      callApi(updateNotificationPreferencesRoute, { body: { channels } }),
    onSuccess: (response) => queryClient.setQueryData(notificationPreferencesKey, response),
  });
}

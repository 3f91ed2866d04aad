import { updateStoreSettingsRoute, type StoreSettingsInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { sellerQueryKey } from './get-seller';

export function updateStoreSettings(body: StoreSettingsInput) {
  return callApi(updateStoreSettingsRoute, { body });
}

/** Saves the store's name, currency, shipping rate and colours; the admin's frame reloads them. */
export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerQueryKey() }),
  });
}

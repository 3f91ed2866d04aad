import {
  createShippingZoneRoute,
  deleteShippingZoneRoute,
  updateShippingZoneRoute,
  type ShippingZoneInput,
} from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { taxShippingQueryKey } from './get-tax-shipping';

/** A new zone (no uuid) or an existing one replaced. */
export function saveShippingZone({ uuid, body }: { uuid: string | null; body: ShippingZoneInput }) {
  return uuid
    ? callApi(updateShippingZoneRoute, { params: { uuid }, body })
    : callApi(createShippingZoneRoute, { body });
}

export function deleteShippingZone(uuid: string) {
  return callApi(deleteShippingZoneRoute, { params: { uuid } });
}

export function useSaveShippingZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShippingZone,
    onSuccess: (response) => queryClient.setQueryData(taxShippingQueryKey(), response),
  });
}

export function useDeleteShippingZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingZone,
    onSuccess: (response) => queryClient.setQueryData(taxShippingQueryKey(), response),
  });
}

import { updateTaxSettingsRoute, type TaxSettingsInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { taxShippingQueryKey } from './get-tax-shipping';

export function updateTaxSettings(body: TaxSettingsInput) {
  return callApi(updateTaxSettingsRoute, { body });
}

/** Saves whether prices include tax, its name, shipping's tax and the rates; the page reads the answer. */
export function useUpdateTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxSettings,
    onSuccess: (response) => queryClient.setQueryData(taxShippingQueryKey(), response),
  });
}

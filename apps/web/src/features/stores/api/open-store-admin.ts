import { openSellerAdminRoute } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/**
 * `POST store-api/seller/open/{store uuid}` (issue 10): a project member's way into the store's admin.
 * The answer is the admin's address with a short seller session in its fragment, opened at once.
 */
export function openStoreAdmin(uuid: string) {
  return callApi(openSellerAdminRoute, { params: { uuid } });
}

/** Nothing to refresh afterwards: opening the admin changes nothing the dashboard shows. */
export function useOpenStoreAdmin() {
  return useMutation({ mutationFn: openStoreAdmin });
}

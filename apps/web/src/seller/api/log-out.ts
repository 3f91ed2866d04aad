import { sellerLogoutRoute } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { storeSellerToken } from '../seller-session';

export function logOut() {
  return callApi(sellerLogoutRoute);
}

/** Ends the session on the server; this browser forgets it and the store's data even when that call fails. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      storeSellerToken(null);
      queryClient.removeQueries();
    },
  });
}

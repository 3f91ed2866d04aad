import { listFormRecipientsRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export const formRecipientsKey = (uuid: string) => ['websites', 'form-recipients', uuid] as const;

export function listFormRecipients(uuid: string, signal?: AbortSignal) {
  return callApi(listFormRecipientsRoute, { params: { uuid }, signal });
}

export function formRecipientsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: formRecipientsKey(uuid),
    queryFn: ({ signal }) => listFormRecipients(uuid, signal),
    select: (response) => response.data,
  });
}

/** Who of the project is told of the site's new form messages (docs/product.md § Site forms). */
export function useFormRecipients(uuid: string) {
  return useQuery(formRecipientsQueryOptions(uuid));
}

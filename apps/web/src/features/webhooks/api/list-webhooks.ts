import { listWebhooksRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { webhooksKey } from './webhooks-keys';

/** A project's webhooks (`GET projects/{uid}/webhooks`); only a maintainer or above is asked. */
export function webhooksQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: [...webhooksKey(projectUid), 'list'],
    queryFn: ({ signal }) => callApi(listWebhooksRoute, { params: { uid: projectUid }, signal }),
    select: (response) => response.data,
  });
}

export function useWebhooks(projectUid: string, enabled: boolean) {
  return useQuery({ ...webhooksQueryOptions(projectUid), enabled });
}

import { listMentionablePeopleRoute } from '@aerie/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function listMentionablePeople(taskId: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(listMentionablePeopleRoute, { params: { id: taskId }, signal });
}

/** Who a comment on the task may mention, for the composer's @ list. */
export function mentionablePeopleQueryOptions(taskId: number) {
  return queryOptions({
    queryKey: ['task-mentionable', taskId],
    queryFn: ({ signal }) => listMentionablePeople(taskId, { signal }),
    select: (reply) => reply.data,
    staleTime: 60_000,
  });
}

export function useMentionablePeople(taskId: number) {
  return useQuery(mentionablePeopleQueryOptions(taskId));
}

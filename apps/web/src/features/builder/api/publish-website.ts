import { publishWebsiteRoute } from '@aerie/contract';

import { callApi } from '@/lib/api-client';

/** Publishes a saved revision: the server renders and sanitises every page from it. */
export function publishWebsite(uuid: string, revision: number) {
  return callApi(publishWebsiteRoute, { params: { uuid }, body: { revision } });
}

import { previewWebsiteRevisionRoute } from '@aerie/contract';

import { callApi } from '@/lib/api-client';

/** An address, good for an hour, where the revision is rendered as a publish would render it. */
export function previewWebsiteRevision(uuid: string, revision: number) {
  return callApi(previewWebsiteRevisionRoute, { params: { uuid, restore: revision } });
}

import { saveWebsiteContentRoute, type SaveWebsiteContent } from '@aerie/contract';

import { callApi } from '@/lib/api-client';

/** Saves the draft from the revision it started from; 409 (MESSAGES.staleSave) when it moved on since. */
export function saveWebsiteContent(uuid: string, body: SaveWebsiteContent) {
  return callApi(saveWebsiteContentRoute, { params: { uuid }, body });
}

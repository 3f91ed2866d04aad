import { deleteWebsiteFilesRoute } from '@aerie/contract';

import { callApi } from '@/lib/api-client';

export interface DeleteWebsiteFilesInput {
  uuid: string;
  /** The site's subdomain (docs/product.md § Builder host calls `builder_path`), so the server knows the caller means this site. */
  subdomain: string;
}

/** docs/product.md § Builder host calls `POST builder/delete/{id}`: takes the site off the air, the first of the two delete calls. */
export function deleteWebsiteFiles({ uuid, subdomain }: DeleteWebsiteFilesInput) {
  return callApi(deleteWebsiteFilesRoute, { params: { id: uuid }, body: { builder_path: subdomain } });
}

import { EXPORT_WEBSITE_PATH } from '@aerie/contract';

import { downloadFile } from '@/lib/download-file';

/** A website's export, a zip saved as `{subdomain}.zip`. */
export function downloadWebsiteExport(uuid: string, subdomain: string): Promise<void> {
  return downloadFile(EXPORT_WEBSITE_PATH.replace(':uuid', encodeURIComponent(uuid)), `${subdomain}.zip`);
}

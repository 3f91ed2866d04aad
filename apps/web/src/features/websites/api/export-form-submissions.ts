import { EXPORT_FORM_SUBMISSIONS_PATH } from '@aerie/contract';

import { downloadFile } from '@/lib/download-file';

/** A website's form inbox as CSV, saved as `fileName`. */
export function downloadFormSubmissions(uuid: string, fileName: string): Promise<void> {
  return downloadFile(EXPORT_FORM_SUBMISSIONS_PATH.replace(':uuid', encodeURIComponent(uuid)), fileName);
}

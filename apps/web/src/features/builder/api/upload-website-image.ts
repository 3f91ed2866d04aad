import { uploadWebsiteImageRoute } from '@aerie/contract';

import { callApi } from '@/lib/api-client';

/** Reads a file as a base64 data URL, the body the upload takes (like the avatar upload). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads a builder image; the answer's `src` is on the sites' assets origin and goes into the page. The
 * image itself never enters the project data (no base64 in the draft).
 */
export async function uploadWebsiteImage(uuid: string, file: File) {
  const image = await readAsDataUrl(file);
  const response = await callApi(uploadWebsiteImageRoute, { params: { uuid }, body: { image } });
  return response.data;
}

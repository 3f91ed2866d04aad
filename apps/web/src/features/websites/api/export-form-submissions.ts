import { EXPORT_FORM_SUBMISSIONS_PATH } from '@aerie/contract';

import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-token';

/**
 * The inbox as CSV is not JSON, so it is fetched by hand with the bearer token (a plain link could not carry
 * it) and saved from a blob URL, as the builder's export does.
 */
export async function downloadFormSubmissions(uuid: string, fileName: string): Promise<void> {
  const token = readToken();
  const path = EXPORT_FORM_SUBMISSIONS_PATH.replace(':uuid', encodeURIComponent(uuid));
  const response = await fetch(env.builderApiUrl + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    throw new ApiError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

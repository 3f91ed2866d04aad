import { EXPORT_WEBSITE_PATH } from '@aerie/contract';

import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-token';

/**
 * The export is a zip, not JSON, so it is fetched by hand with the bearer token (a plain link could not
 * carry it) and saved from a blob URL as `{subdomain}.zip`.
 */
export async function downloadWebsiteExport(uuid: string, subdomain: string): Promise<void> {
  const token = readToken();
  const response = await fetch(env.builderApiUrl + EXPORT_WEBSITE_PATH.replace(':uuid', encodeURIComponent(uuid)), {
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
    link.download = `${subdomain}.zip`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: the click starts the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

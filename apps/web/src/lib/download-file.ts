import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-token';

/**
 * Saves a builder API download (a zip, a CSV: not JSON) as `fileName`. Fetched by hand with the bearer token,
 * which a plain link could not carry, and saved from a blob URL.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = readToken();
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
    // Revoked on the next turn: the click starts the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

import { UnreadCountSchema } from '@aerie/contract';

import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-token';
import { feedSse, INITIAL_SSE_STATE } from '@/lib/sse-parser';

/**
 * Follows the caller's unread count (`GET /api/notifications/stream`, server-sent events) with `fetch`,
 * not EventSource, so the bearer token travels in the Authorization header, never in the URL. Resolves
 * when the connection drops (to be tried again); a refusal (401) throws an ApiError instead.
 */
export async function streamUnreadCount(options: {
  signal: AbortSignal;
  onOpen: () => void;
  onCount: (unread: number) => void;
}): Promise<void> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/notifications/stream`, {
      headers,
      signal: options.signal,
      cache: 'no-store',
    });
  } catch {
    return;
  }
  if (!response.ok) {
    if (response.status >= 500) return;
    const body: unknown = await response.json().catch(() => ({}));
    throw new ApiError(response.status, body as ConstructorParameters<typeof ApiError>[1]);
  }
  if (!response.body) return;
  options.onOpen();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let state = INITIAL_SSE_STATE;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = feedSse(state, decoder.decode(value, { stream: true }));
      state = parsed.state;
      for (const event of parsed.events) {
        if (event.event !== 'unread') continue;
        const count = UnreadCountSchema.safeParse(safeJson(event.data));
        if (count.success) options.onCount(count.data.unread);
      }
    }
  } catch {
    return;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

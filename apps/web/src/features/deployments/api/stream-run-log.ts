import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-token';

import { feedSse, INITIAL_SSE_STATE, type SseEvent } from '@/lib/sse-parser';

export interface StreamRunLogInput {
  runId: number;
  /** The seq of the last line already shown: the server sends the lines after it (Last-Event-ID). */
  afterSeq: number;
  signal: AbortSignal;
  /** The server accepted the connection (the page shows the log as live). */
  onOpen: () => void;
  onEvent: (event: SseEvent) => void;
}

/** How one connection ended: the server said `end`, or the connection dropped and may be tried again. */
export type StreamOutcome = 'ended' | 'dropped';

/**
 * Follows a run's live log (`GET /api/deployment-runs/{id}/stream`, server-sent events) with `fetch`
 * rather than EventSource, because EventSource cannot send headers: the bearer token goes in the
 * Authorization header, never in the URL where proxies and logs would keep it. Resolves when the server
 * sends `event: end` or the connection drops; a refusal (401, 404) throws an ApiError instead, as it
 * will not change on retry.
 */
export async function streamRunLog({
  runId,
  afterSeq,
  signal,
  onOpen,
  onEvent,
}: StreamRunLogInput): Promise<StreamOutcome> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (afterSeq > 0) headers['last-event-id'] = String(afterSeq);

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/deployment-runs/${encodeURIComponent(runId)}/stream`, {
      headers,
      signal,
      cache: 'no-store',
    });
  } catch {
    return 'dropped';
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => ({}));
    if (response.status >= 500) return 'dropped';
    throw new ApiError(response.status, body as ConstructorParameters<typeof ApiError>[1]);
  }
  if (!response.body) return 'dropped';
  onOpen();

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let state = INITIAL_SSE_STATE;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'dropped';
      const parsed = feedSse(state, decoder.decode(value, { stream: true }));
      state = parsed.state;
      for (const event of parsed.events) {
        onEvent(event);
        if (event.event === 'end') {
          await reader.cancel().catch(() => undefined);
          return 'ended';
        }
      }
    }
  } catch {
    return 'dropped';
  }
}

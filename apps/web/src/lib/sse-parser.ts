/**
 * A server-sent-events reader as a pure function (the run page reads the stream with `fetch`, not
 * EventSource, so the bearer token travels in a header and never in the URL). Feed it the text as it
 * arrives, in chunks of any size: a frame, a line or a `\r\n` pair split across chunks is held until the
 * rest arrives.
 */
export interface SseEvent {
  /** The last `id:` seen so far (EventSource's lastEventId), or null before any. */
  id: string | null;
  /** `event:`, or 'message' when the frame names none. */
  event: string;
  data: string;
}

export interface SseState {
  /** Text after the last complete line. */
  buffer: string;
  eventType: string;
  dataLines: string[];
  lastEventId: string | null;
  /** The current frame has an `event:` or `data:` field. */
  hasFields: boolean;
}

export const INITIAL_SSE_STATE: SseState = {
  buffer: '',
  eventType: '',
  dataLines: [],
  lastEventId: null,
  hasFields: false,
};

export function feedSse(state: SseState, chunk: string): { state: SseState; events: SseEvent[] } {
  const events: SseEvent[] = [];
  let { eventType, dataLines, lastEventId, hasFields } = state;
  const text = state.buffer + chunk;
  let start = 0;
  for (;;) {
    const end = nextLineEnd(text, start);
    if (end === null) break;
    const line = text.slice(start, end.index);
    start = end.next;
    if (line === '') {
      // Unlike EventSource, a frame with an event name but no data is delivered too: `event: end` needs none.
      if (hasFields) events.push({ id: lastEventId, event: eventType || 'message', data: dataLines.join('\n') });
      eventType = '';
      dataLines = [];
      hasFields = false;
      continue;
    }
    if (line.startsWith(':')) continue; // a comment: the server's heartbeat
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') {
      eventType = value;
      hasFields = true;
    } else if (field === 'data') {
      dataLines = [...dataLines, value];
      hasFields = true;
    } else if (field === 'id' && !value.includes('\0')) {
      lastEventId = value;
    }
  }
  return { state: { buffer: text.slice(start), eventType, dataLines, lastEventId, hasFields }, events };
}

/** The end of the line starting at `from` (`\n`, `\r\n` or `\r`), or null when it has not fully arrived. */
function nextLineEnd(text: string, from: number): { index: number; next: number } | null {
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n') return { index, next: index + 1 };
    if (char === '\r') {
      // A `\r` at the very end may be the first half of `\r\n`: wait for the next chunk to tell.
      if (index + 1 === text.length) return null;
      return { index, next: text[index + 1] === '\n' ? index + 2 : index + 1 };
    }
  }
  return null;
}

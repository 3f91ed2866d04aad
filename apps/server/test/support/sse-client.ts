import { request, type IncomingHttpHeaders } from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The whole body, for a reply that is not a stream (an error envelope). */
  text(): Promise<string>;
  /** The next event as it arrives (comments skipped); null once the server has closed the stream. */
  next(): Promise<SseEvent | null>;
  close(): void;
}

/** Parses one event block ("id: …\nevent: …\ndata: …"); null for a comment-only block (a heartbeat). */
function parseBlock(block: string): SseEvent | null {
  const event: SseEvent = { event: 'message', data: '' };
  let seen = false;
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    seen = true;
    if (field === 'id') event.id = value;
    if (field === 'event') event.event = value;
    if (field === 'data') event.data = event.data ? `${event.data}\n${value}` : value;
  }
  return seen ? event : null;
}

/**
 * Opens a real HTTP request to a server-sent event stream and reads it incrementally, as a browser's
 * fetch reader does: each event is handed over as soon as its block has arrived.
 */
export function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      let ended = false;
      const events: SseEvent[] = [];
      const waiters: Array<(event: SseEvent | null) => void> = [];
      const flush = () => {
        while (waiters.length && (events.length || ended)) waiters.shift()!(events.shift() ?? null);
      };
      let whole = '';
      response.on('data', (chunk: string) => {
        whole += chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const parsed = parseBlock(buffer.slice(0, end));
          if (parsed) events.push(parsed);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        flush();
      });
      const finish = () => {
        ended = true;
        flush();
      };
      response.on('end', finish);
      response.on('close', finish);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () =>
          new Promise((done) => {
            if (ended) done(whole);
            else response.on('end', () => done(whole));
          }),
        next: () =>
          new Promise((done) => {
            waiters.push(done);
            flush();
          }),
        close: () => outgoing.destroy(),
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

import { describe, expect, it } from 'vitest';

import { feedSse, INITIAL_SSE_STATE, type SseEvent } from './sse-parser';

/** Feeds the chunks in order and returns every event they produced. */
function parseChunks(chunks: string[]): SseEvent[] {
  let state = INITIAL_SSE_STATE;
  const events: SseEvent[] = [];
  for (const chunk of chunks) {
    const result = feedSse(state, chunk);
    state = result.state;
    events.push(...result.events);
  }
  return events;
}

const STREAM =
  ': heartbeat\n\n' +
  'id: 1\nevent: line\ndata: {"seq":1,"line":"pwd"}\n\n' +
  'event: status\ndata: {"status":"running"}\n\n' +
  'id: 2\nevent: line\ndata: {"seq":2,"line":"/var/www/app"}\n\n' +
  'event: end\ndata: {"status":"succeeded"}\n\n';

const EXPECTED: SseEvent[] = [
  { id: '1', event: 'line', data: '{"seq":1,"line":"pwd"}' },
  { id: '1', event: 'status', data: '{"status":"running"}' },
  { id: '2', event: 'line', data: '{"seq":2,"line":"/var/www/app"}' },
  { id: '2', event: 'end', data: '{"status":"succeeded"}' },
];

describe('feedSse', () => {
  it('reads whole frames, skipping comments, and keeps the last id', () => {
    expect(parseChunks([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events however the text is split, down to one character a chunk', () => {
    for (const size of [1, 2, 3, 5, 7, 13, 40]) {
      const chunks: string[] = [];
      for (let index = 0; index < STREAM.length; index += size) chunks.push(STREAM.slice(index, index + size));
      expect(parseChunks(chunks)).toEqual(EXPECTED);
    }
  });

  it('holds a frame until its blank line arrives', () => {
    const first = feedSse(INITIAL_SSE_STATE, 'id: 7\nevent: line\ndata: {"seq":7}\n');
    expect(first.events).toEqual([]);
    expect(feedSse(first.state, '\n').events).toEqual([{ id: '7', event: 'line', data: '{"seq":7}' }]);
  });

  it('accepts \\r\\n and \\r line ends, even with \\r\\n split across chunks', () => {
    expect(parseChunks(['data: a\r', '\n\r', '\ndata: b\r\r', 'data: c\r\r'])).toEqual([
      { id: null, event: 'message', data: 'a' },
      { id: null, event: 'message', data: 'b' },
    ]);
  });

  it('joins several data lines with newlines and keeps a colon inside the value', () => {
    expect(parseChunks(['data: one\ndata:two\ndata: a: b\n\n'])).toEqual([
      { id: null, event: 'message', data: 'one\ntwo\na: b' },
    ]);
  });

  it('delivers an event without data (a bare `event: end`) and ignores a frame with only an id', () => {
    expect(parseChunks(['id: 3\n\nevent: end\n\n'])).toEqual([{ id: '3', event: 'end', data: '' }]);
  });
});

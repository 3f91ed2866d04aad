import type { DestinationStream } from 'pino';
import { afterEach, expect } from 'vitest';

import type { startTestApp } from './test-app.js';

type StartOptions = NonNullable<Parameters<typeof startTestApp>[0]>;

/** Fastify's words for a reply sent twice (FST_ERR_REP_ALREADY_SENT). */
const DOUBLE_REPLY = /FST_ERR_REP_ALREADY_SENT|already sent/i;

/**
 * For the serving tests (sites host, storefront host, assets): call at the top of the file, then start the app with
 * `startTestApp(guarded({ ... }))`. Each test then fails if the log says a reply was sent twice: such a reply answers
 * the browser with one status while the access log records another, and no assertion on the response alone sees it.
 * A file reading the log itself passes its own `logStream` (and `LOG_LEVEL`); it still receives every line.
 */
export function guardReplies(): (options?: StartOptions) => StartOptions {
  const doubleReplies: string[] = [];
  afterEach(() => {
    expect(doubleReplies.splice(0), 'a reply was sent twice').toEqual([]);
  });
  return (options = {}) => {
    const forward = options.logStream;
    const capture: DestinationStream = {
      write(line: string) {
        if (DOUBLE_REPLY.test(line)) doubleReplies.push(line);
        forward?.write(line);
      },
    };
    return { ...options, env: { LOG_LEVEL: 'warn', ...options.env }, logStream: capture };
  };
}

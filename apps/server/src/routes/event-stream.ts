import { PassThrough } from 'node:stream';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a stream's follower gets: where to write its events, and the signal that the reader has gone. */
export interface StreamSink {
  write: (text: string) => void;
  signal: AbortSignal;
}

/**
 * Server-sent events for the raw stream routes (a run's log, the unread count). `follow` writes until the
 * reader goes away or the server begins to close: open streams are told to stop before the server closes,
 * so shutting down never waits on a reader.
 */
export function eventStreams(scope: FastifyInstance) {
  const open = new Set<AbortController>();
  scope.addHook('preClose', async () => {
    for (const controller of open) controller.abort();
  });

  return function streamEvents(
    request: FastifyRequest,
    reply: FastifyReply,
    follow: (sink: StreamSink) => Promise<void>,
    failure: { message: string; context?: object },
  ) {
    const stream = new PassThrough();
    const controller = new AbortController();
    open.add(controller);
    // The response closes when the client goes away (or the stream ends): following stops with it.
    reply.raw.on('close', () => controller.abort());
    const write = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
    };
    void follow({ write, signal: controller.signal })
      .catch((error: unknown) => request.log.error({ err: error, ...failure.context }, failure.message))
      .finally(() => {
        open.delete(controller);
        stream.end();
      });
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        // The socket closes with the stream: kept alive, it would sit idle after the shutdown's 'end' and
        // hold the server's close for the keep-alive timeout (5 s).
        .header('connection', 'close')
        .send(stream)
    );
  };
}

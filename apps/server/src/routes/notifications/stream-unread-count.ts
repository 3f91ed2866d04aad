import { PassThrough } from 'node:stream';

import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { followUnreadCount } from '../../modules/notifications/index.js';

/**
 * `GET /api/notifications/stream`: the caller's unread count as server-sent events (RAW_ROUTES, principal
 * `user`: the registry's guard answers 401 first; the bearer token travels in the Authorization header,
 * never in the URL, exactly as the deployment log's stream). Open streams are told to stop before the
 * server closes, so shutting down never waits on a reader.
 */
export function registerUnreadCountStream(scope: FastifyInstance, ctx: AppContext): void {
  const open = new Set<AbortController>();
  scope.addHook('preClose', async () => {
    for (const controller of open) controller.abort();
  });

  scope.get('/notifications/stream', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const stream = new PassThrough();
    const controller = new AbortController();
    open.add(controller);
    reply.raw.on('close', () => controller.abort());
    void followUnreadCount(ctx, {
      userId: request.session!.user.id,
      signal: controller.signal,
      write: (text) => {
        if (!stream.writableEnded) stream.write(text);
      },
    })
      .catch((error: unknown) => request.log.error({ err: error }, 'unread count stream failed'))
      .finally(() => {
        open.delete(controller);
        stream.end();
      });
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        // As the run log's stream: a kept-alive socket would hold the server's close for its timeout.
        .header('connection', 'close')
        .send(stream)
    );
  });
}

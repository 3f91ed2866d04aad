import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { followUnreadCount } from '../../modules/notifications/index.js';
import { eventStreams } from '../event-stream.js';

/**
 * `GET /api/notifications/stream`: the caller's unread count as server-sent events (RAW_ROUTES, principal
 * `user`: the registry's guard answers 401 first; the bearer token travels in the Authorization header,
 * never in the URL, exactly as the deployment log's stream).
 */
export function registerUnreadCountStream(scope: FastifyInstance, ctx: AppContext): void {
  const streamEvents = eventStreams(scope);
  scope.get('/notifications/stream', { schema: { hide: true }, compress: false }, async (request, reply) =>
    streamEvents(request, reply, (sink) => followUnreadCount(ctx, { userId: request.session!.user.id, ...sink }), {
      message: 'unread count stream failed',
    }),
  );
}

import { MAX_ID } from '@aerie/contract';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { fieldError, notFound } from '../../errors.js';
import { findVisibleRun } from '../../modules/deployments/deployment-access.js';
import { followRun } from '../../modules/deployments/follow-run.js';
import { eventStreams } from '../event-stream.js';

const STREAM_PATH = '/deployment-runs/:id/stream';
const WHOLE_NUMBER = /^\d{1,10}$/;

/** `Last-Event-ID` (what EventSource sends on a reconnect) wins over `?after=`; none means from the start. */
function afterSeqOf(header: string | string[] | undefined, query: string | undefined): number {
  const value = (Array.isArray(header) ? header[0] : header) ?? query;
  if (value === undefined || value === '') return 0;
  if (!WHOLE_NUMBER.test(value) || Number(value) > MAX_ID) throw fieldError('after', 'After must be a log line number');
  return Number(value);
}

/**
 * `GET /api/deployment-runs/{id}/stream`: a run's log as server-sent events (RAW_ROUTES, principal `user`:
 * the registry's guard answers 401 first, and the bearer token travels in the header, never in the URL).
 * A run the caller cannot see answers 404. Registered in the API scope, so its headers and CORS apply.
 */
export function registerRunStream(scope: FastifyInstance, ctx: AppContext): void {
  const streamEvents = eventStreams(scope);
  scope.get(STREAM_PATH, { schema: { hide: true }, compress: false }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const runId = WHOLE_NUMBER.test(id) && Number(id) <= MAX_ID ? Number(id) : 0;
    const visible = runId ? await findVisibleRun(ctx.db, request.session!.user.id, runId) : null;
    if (!visible) throw notFound('The run');
    const afterSeq = afterSeqOf(request.headers['last-event-id'], (request.query as { after?: string }).after);
    return streamEvents(request, reply, (sink) => followRun(ctx.db, { runId, afterSeq, ...sink }), {
      message: 'run stream failed',
      context: { runId },
    });
  });
}

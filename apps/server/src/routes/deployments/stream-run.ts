import { PassThrough } from 'node:stream';

import { MAX_ID } from '@aerie/contract';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.js';
import { fieldError, notFound } from '../../errors.js';
import { findVisibleRun } from '../../modules/deployments/deployment-access.js';
import { followRun } from '../../modules/deployments/follow-run.js';

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
 * Open streams are told to stop before the server closes, so shutting down never waits on a reader.
 */
export function registerRunStream(scope: FastifyInstance, ctx: AppContext): void {
  const open = new Set<AbortController>();
  scope.addHook('preClose', async () => {
    for (const controller of open) controller.abort();
  });

  scope.get(STREAM_PATH, { schema: { hide: true }, compress: false }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const runId = WHOLE_NUMBER.test(id) && Number(id) <= MAX_ID ? Number(id) : 0;
    const visible = runId ? await findVisibleRun(ctx.db, request.session!.user.id, runId) : null;
    if (!visible) throw notFound('The run');
    const afterSeq = afterSeqOf(request.headers['last-event-id'], (request.query as { after?: string }).after);

    const stream = new PassThrough();
    const controller = new AbortController();
    open.add(controller);
    // The response closes when the client goes away (or the stream ends): polling stops with it.
    reply.raw.on('close', () => controller.abort());
    void followRun(ctx.db, {
      runId,
      afterSeq,
      signal: controller.signal,
      write: (text) => {
        if (!stream.writableEnded) stream.write(text);
      },
    })
      .catch((error: unknown) => request.log.error({ err: error, runId }, 'run stream failed'))
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
  });
}

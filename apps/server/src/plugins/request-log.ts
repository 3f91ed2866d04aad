import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when the reply has gone. Fastify's default writes two (one on
 * arrival, one on completion), which doubles the serialising and writing on the request thread for no
 * more information. The one line carries the request through the `req` serializer (so link tokens in
 * its URL are redacted as before, log-serializers.ts) beside the status and time the second line had.
 * Errors, not-found and stream failures are logged as Fastify does.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

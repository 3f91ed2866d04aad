import type { ErrorCode, ErrorEnvelope } from '@aerie/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';

import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { AppError } from '../errors.js';
import { BASELINE_HEADERS } from './host-headers.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'Aerie cannot reach its database right now. Please try again in a moment.';
const UNAVAILABLE_RETRY_SECONDS = 5;

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string[]>,
) {
  const body: ErrorEnvelope = { success: false, message, error: code, ...(errors ? { errors } : {}) };
  return reply.status(status).send(body);
}

/**
 * `/email` → `email`; an unknown key is reported under its own name. The names come from the request, so
 * they are collected in a Map: a field called `constructor` or `__proto__` must not meet Object.prototype.
 */
function fieldErrors(issues: ZodFastifySchemaValidationError[], part: string): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? ((issue.params as { keys?: string[] }).keys ?? []) : [];
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const entries = unknownKeys.length
      ? unknownKeys.map((key) => [path ? `${path}.${key}` : key, `Unknown field ${key}`] as const)
      : [[path || part, issue.message ?? 'Invalid value'] as const];
    for (const [field, message] of entries) errors.set(field, [...(errors.get(field) ?? []), message]);
  }
  // fromEntries defines own properties, so even `__proto__` stays a plain key of the reply.
  return Object.fromEntries(errors);
}

/** Our messages name their field ("Email is required"); zod's generic ones get the field put in front. */
function summary(errors: Record<string, string[]>): string {
  const [field, messages] = Object.entries(errors)[0] ?? ['body', ['Invalid input']];
  const message = messages[0] ?? 'Invalid input';
  const label = field.replaceAll('_', ' ');
  return message.toLowerCase().includes(label.toLowerCase()) ? message : `${field}: ${message}`;
}

/**
 * The one place where errors become the wire envelope (docs/architecture.md § API conventions). 4xx carry a message
 * meant for people; 5xx never leak internals, they are logged instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.status, error.code, error.message, error.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation, error.validationContext ?? 'body');
      return send(reply, 400, 'validation_failed', summary(errors), errors);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const message = request.routeOptions.config?.tooLargeMessage ?? 'The request is too large.';
      return send(reply, 413, 'payload_too_large', message);
    }
    if (status === 429) return send(reply, 429, 'rate_limited', error.message);
    if (status >= 400 && status < 500)
      return send(reply, status, status === 404 ? 'not_found' : 'bad_request', error.message);

    if (isDatabaseUnavailable(error)) {
      // A restart or failover of PostgreSQL: say so, and when to come back, instead of a bare 500.
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return send(reply, 503, 'unavailable', UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'internal', INTERNAL_MESSAGE);
  });
}

/**
 * The router's own errors (a broken %-escape, an over-long path parameter) skip the error handler and
 * the onSend hooks, so they get the envelope and the headers here.
 */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(BASELINE_HEADERS);
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of this address is too long.' : 'This address is not valid.';
  void send(reply, 400, 'bad_request', message);
}

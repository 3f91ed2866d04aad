import type { FastifyRequest } from 'fastify';

/**
 * What the logs may say about a request and an error. Secrets never reach them: e-mailed link tokens
 * travel in URLs (the API's `/user/verify/:token`, `/invitations/token/:token`, and the app's own
 * `/verify/…`, `/password/…`, `/invitation?token=…` pages), and a failed query carries its parameters —
 * for a registration, the password hash, e-mail and phone.
 */

const REDACTED = '[redacted]';
/** Path segments that follow these are link tokens. */
const TOKEN_PATH = /(\/(?:verify|password|token)\/)[^/?#]+/g;
/** Query-string values of these names are link tokens. */
const TOKEN_QUERY = /([?&](?:token|invitation_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_PATH, `$1${REDACTED}`).replace(TOKEN_QUERY, `$1${REDACTED}`);
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Drizzle puts `params: …` after the query in its message (and so in the stack): cut it there. */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : text.slice(0, at);
}

/** Fields of an error that name what failed but hold no values (a driver's `detail` echoes the row). */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'constraint', 'table', 'column', 'schema'] as const;

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * An allow-list rather than pino's default (which copies every enumerable field, `params` and `detail`
 * included): type, message, stack and the fields above, then the cause the same way.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutParams(String(error)) };
  const message = withoutParams(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) if (fields[field] !== undefined) serialized[field] = fields[field];
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

export const logSerializers = { req: serializeRequest, err: serializeError };

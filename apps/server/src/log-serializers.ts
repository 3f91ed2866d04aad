import { ROUTES } from '@aerie/contract';
import type { FastifyRequest } from 'fastify';

import { RAW_ROUTES } from './routes/raw-routes.js';

/**
 * What the logs may say about a request and an error. Secrets never reach them: e-mailed link tokens,
 * OAuth returns and payment references travel in URLs, and a failed query carries its parameters — for a
 * registration, the password hash, e-mail and phone.
 */

const REDACTED = '[redacted]';

/**
 * Route parameters that hold a credential: every link token is declared `:token`, and the sandbox
 * checkout's unguessable `:reference` is what opens it (routes/raw-routes.ts).
 */
const SECRET_PARAM = /^:(?:token|reference)$/;

/**
 * The app's own link pages, mailed by the server (modules/auth/*): routes of the web app, which the
 * server serves under its catch-all and so declares nowhere else.
 */
const APP_LINK_PAGES = ['/verify/:token', '/password/:token'];

interface SecretPath {
  /** The template's segments, matched at the end of a path. */
  pattern: RegExp;
  /** Where the secret segments are, counted from the path's last segment (1 = the last). */
  fromEnd: number[];
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function secretPath(template: string): SecretPath[] {
  const segments = template.split('/');
  const fromEnd = segments.flatMap((segment, at) => (SECRET_PARAM.test(segment) ? [segments.length - at] : []));
  if (fromEnd.length === 0) return [];
  const source = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/');
  return [{ pattern: new RegExp(`${source}$`, 'i'), fromEnd }];
}

/**
 * Derived from the route declarations, so a route declared tomorrow with a `:token` is redacted the day
 * it is declared, on whatever host. Each template is matched against the end of the path: the same rule
 * holds under a host's prefix (`/api/api/user/verify/…`), behind Host-header routing
 * (`/_stores/reset-password/…`) and on a host the link was never meant for.
 */
const SECRET_PATHS = [...ROUTES, ...RAW_ROUTES]
  .map((route) => route.path)
  .concat(APP_LINK_PAGES)
  .flatMap(secretPath);

/**
 * Query (and fragment) values of these names are secrets on any URL of any host: link tokens
 * (`/invitation?token=`), the git providers' OAuth return (`?code=&state=`, docs/product.md § Git integrations), a
 * seller session (`/admin#session=`, never sent by a browser but possible from another client), and payment references
 * (the return's `?tx_ref=` and verify-payment's `?reference=`), the same value as the sandbox checkout's `:reference`.
 * Names rather than routes: these arrive on pages the server does not declare (the web app's catch-all), put there by
 * providers and e-mails.
 */
const SECRET_QUERY = /([?&#](?:token|invitation_token|code|state|session|reference|tx_ref)=)[^&#]*/gi;

function redactPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const secret = SECRET_PATHS.find((candidate) => candidate.pattern.test(trimmed));
  if (!secret) return path;
  const segments = trimmed.split('/');
  for (const fromEnd of secret.fromEnd) segments[segments.length - fromEnd] = REDACTED;
  return segments.join('/') + path.slice(trimmed.length);
}

export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  return redactPath(path) + rest.replace(SECRET_QUERY, `$1${REDACTED}`);
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

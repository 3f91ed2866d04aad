/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/** SQLSTATEs of a server shutting down or starting up (57P01-57P03); class 08 is any connection failure. */
const SERVER_GOING_CODES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres reports a connection the server closed under it with these messages and no code. */
const DROPPED = /^Connection terminated|^timeout exceeded when trying to connect/;

/**
 * Whether `error` (or what it wraps: drizzle puts the driver's error in `cause`) says the database could not
 * be reached, as during a PostgreSQL restart or failover — a moment to wait out, not a bug. The pool opens
 * new connections on the next query, so the same process serves again once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GOING_CODES.has(code) || code.startsWith('08')))
      return true;
    if (DROPPED.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

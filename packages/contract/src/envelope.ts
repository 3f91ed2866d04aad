import { z } from 'zod';

/** Stable error codes; the HTTP status travels with them (docs/architecture.md § API conventions). */
export const ERROR_CODES = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  /** Login with the right password on an account whose e-mail is not verified yet. */
  email_not_verified: 403,
  /** An e-mailed link token that is unknown, used or expired. */
  invalid_token: 400,
  not_found: 404,
  conflict: 409,
  /**
   * A value sealed at rest (server credential, variables, token) that no longer opens: the secret key
   * changed, or the stored bytes were altered or copied from another record. The message says how to
   * enter it again.
   */
  secret_unreadable: 409,
  payload_too_large: 413,
  /**
   * A well-formed request that cannot be done to the thing as it is now, which no field owns: a rollback to a
   * release that was pruned or never went live (issue 28). The message says what to do instead.
   */
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  /**
   * A server Aerie must reach over SSH did not answer (refused, unknown name, no answer in time); the
   * message names the address and port. Nothing was changed.
   */
  server_unreachable: 502,
  /** The server cannot reach its database for a moment (a restart, a failover); sent with Retry-After. */
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** `{ success: true, message?, data }` with the data schema given. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** A success reply that only says something, e.g. after logout. */
export const MessageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageEnvelope = z.infer<typeof MessageEnvelopeSchema>;

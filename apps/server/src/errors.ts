import { ERROR_CODES, type ErrorCode } from '@aerie/contract';

interface AppErrorOptions {
  status?: number;
  fieldErrors?: Record<string, string[]>;
  headers?: Record<string, string>;
}

/**
 * The one error type of the server: a stable code, a message safe to show a user, the HTTP status, and
 * optional messages per field. The error handler turns it into the wire envelope
 * (docs/architecture.md § API conventions).
 */
export class AppError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = options.status ?? ERROR_CODES[code];
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }
}

export const notFound = (what = 'The requested resource') => new AppError('not_found', `${what} was not found.`);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('forbidden', message);
export const unauthorized = (message = 'Please log in to continue.') => new AppError('unauthorized', message);
export const fieldError = (field: string, message: string, code: ErrorCode = 'validation_failed') =>
  new AppError(code, message, { fieldErrors: { [field]: [message] } });

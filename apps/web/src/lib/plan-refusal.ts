import { ApiError } from './api-client';

/**
 * Whether the server refused because the workspace's plan is full or lacks the thing (403 with
 * `errors.plan: ['upgrade']`); its message then is the plan table's own (contract `planRefusal`), and the
 * screen offers the way to upgrade beside it.
 */
export function isPlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.fieldError('plan') !== undefined;
}

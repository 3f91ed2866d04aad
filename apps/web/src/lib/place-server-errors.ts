import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import { ApiError } from './api-client';

/**
 * Puts the server's field errors beside the form's fields (focusing the first) and returns the message
 * for the form's banner when the error names none of them, so each message shows once, in the place
 * the user looks (docs/product.md § Error catalogue).
 */
export function placeServerErrors<TValues extends FieldValues>(
  error: Error,
  setError: UseFormSetError<TValues>,
  fields: readonly FieldPath<TValues>[],
): string | null {
  const named = error instanceof ApiError ? fields.filter((name) => error.fieldError(name)) : [];
  named.forEach((name, index) =>
    setError(name, { message: (error as ApiError).fieldError(name) }, { shouldFocus: index === 0 }),
  );
  return named.length === 0 ? error.message : null;
}

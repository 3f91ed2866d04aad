import { describe, expect, it, vi } from 'vitest';

import { ApiError } from './api-client';
import { placeServerErrors } from './place-server-errors';

type Values = { email: string; name: string; role: string };
const FIELDS = ['email', 'name', 'role'] as const;

function refusal(errors?: Record<string, string[]>) {
  return new ApiError(400, { success: false, message: 'Check the form', error: 'validation_error', errors });
}

describe('placeServerErrors', () => {
  it("puts each of the form's fields the server names beside it, focuses the first, and leaves no banner", () => {
    const setError = vi.fn();
    const error = refusal({ name: ['Name is too long'], email: ['Already invited', 'second'], other: ['x'] });
    expect(placeServerErrors<Values>(error, setError, FIELDS)).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'Already invited' }, { shouldFocus: true }],
      ['name', { message: 'Name is too long' }, { shouldFocus: false }],
    ]);
  });

  it("returns the server's message for the banner when it names none of the form's fields", () => {
    const setError = vi.fn();
    expect(placeServerErrors<Values>(refusal({ business_id: ['Unknown workspace'] }), setError, FIELDS)).toBe(
      'Check the form',
    );
    expect(placeServerErrors<Values>(refusal(), setError, FIELDS)).toBe('Check the form');
    expect(setError).not.toHaveBeenCalled();
  });

  it('returns the message of an error that did not come from the server (a time-out, the network)', () => {
    const setError = vi.fn();
    expect(placeServerErrors<Values>(new Error('The request took too long'), setError, FIELDS)).toBe(
      'The request took too long',
    );
    expect(setError).not.toHaveBeenCalled();
  });
});

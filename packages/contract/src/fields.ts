import { z } from 'zod';

/** Field rules shared by several calls. Messages name the field, so a form can show them as they are. */

/**
 * PostgreSQL text (and jsonb) cannot hold U+0000: a NUL character is refused as bad input on its field
 * instead of failing in the database (a 500). The JSON routes check it in their schemas, the storefront's
 * form and query input in one hook (apps/server/src/routes/storefront/storable-input.ts).
 */
export const isStorableText = (value: string) => !value.includes('\u0000');

/** Every text field of a request starts here. */
export function text(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .refine(isStorableText, `${label} contains a character that is not allowed`);
}

/**
 * A DNS label with dashes in its third and fourth places (`xn--…`) is reserved for encoded international
 * names: a browser shows `xn--pypal-4ve` as "pаypal", with a Cyrillic "а". Sites' subdomains and stores'
 * urls refuse them, so no address on the platform can pass for another.
 */
export const ENCODED_LABEL_MESSAGE = (label: string) =>
  `${label} may not have two dashes in its third and fourth places (as in xn--), which browsers show as other letters`;
export const isEncodedLabelForm = (label: string) => label.slice(2, 4) === '--';

/** Ids are PostgreSQL `serial`s (integer): larger numbers name nothing and must not reach the database. */
export const MAX_ID = 2_147_483_647;
/** A numeric id in a JSON body: a number, not a numeric string. */
export const idField = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} is invalid`)
    .positive(`${label} is invalid`)
    .max(MAX_ID, `${label} is invalid`);
/** A numeric id in a path or query string, where everything arrives as text. */
export const idParam = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} is invalid`)
    .positive(`${label} is invalid`)
    .max(MAX_ID, `${label} is invalid`);

export const EMAIL_MAX = 254;
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The policy shown under every new-password field; the server applies the same schema. */
export const PASSWORD_POLICY_TEXT = `At least ${PASSWORD_MIN} characters, with a letter and a number.`;
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .refine(isStorableText, 'Password contains a character that is not allowed')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/[0-9]/, 'Password must contain a number');

/** An existing password is only checked for presence and length, so a policy change never locks anyone out. */
export const currentPasswordField = z
  .string({ error: 'Password is required' })
  .refine(isStorableText, 'Password contains a character that is not allowed')
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .refine(isStorableText, `${label} contains a character that is not allowed`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export const PHONE_MAX = 32;
export const phoneField = requiredText('Phone', PHONE_MAX).regex(
  /^\+?[0-9 ()-]{5,}$/,
  'Phone may contain digits, spaces, brackets, dashes and a leading +',
);

/** Opaque tokens from e-mailed links: URL-safe base64 of 32 random bytes. */
export const linkTokenField = z
  .string({ error: 'Token is required' })
  .min(1, 'Token is required')
  .max(128, 'Token is invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'Token is invalid');

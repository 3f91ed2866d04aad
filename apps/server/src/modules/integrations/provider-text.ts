/** A UTF-16 surrogate without its other half: JSON can escape it, but PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Provider text as PostgreSQL can store it and cut to the column's length: no NUL character, and no lone
 * surrogate (a signed delivery's `\ud800` would reach a domain event's jsonb data), also none left by the cut.
 */
export const cleanProviderText = (value: string, max: number) =>
  value.replaceAll('\u0000', '').slice(0, max).replace(LONE_SURROGATE, '\uFFFD');

/** The same for a value the provider may leave out. */
export const cleanOptionalText = (value: string | null | undefined, max: number) =>
  value ? cleanProviderText(value, max) || null : null;

/** Provider text as PostgreSQL can store it (no NUL character) and cut to the column's length. */
export const cleanProviderText = (value: string, max: number) => value.replaceAll('\u0000', '').slice(0, max);

/** The same for a value the provider may leave out. */
export const cleanOptionalText = (value: string | null | undefined, max: number) =>
  value ? cleanProviderText(value, max) || null : null;

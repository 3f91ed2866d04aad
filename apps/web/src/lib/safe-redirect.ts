/**
 * Only a path on this site may be used as a place to return to after login. Anything that could leave the
 * origin (`//evil.example`, `https://…`, `/\evil.example`) is refused, so a stored value can never turn the
 * login page into an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return null;
  return value;
}

/**
 * Links people may set in the element editor: http(s), mailto, tel, a relative address, or a page of the
 * site. Everything else (javascript:, data:, vbscript:, protocol-relative `//host`) is refused here; the
 * server's publish sanitiser refuses it again.
 */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (value === '') return false;
  // Browsers skip tabs and newlines inside a scheme (`java\tscript:`), so any space or control character fails.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || /\s/.test(char))) return false;
  if (value.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true; // relative: /about, about, #contact, ?q=1
  if (scheme === 'mailto' || scheme === 'tel') return value.length > scheme.length + 1;
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(value).hostname !== '';
    } catch {
      return false;
    }
  }
  return false;
}

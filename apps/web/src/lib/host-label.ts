/**
 * A site's subdomain and a store's url are DNS labels under the platform's hosts (docs/product.md § Website settings):
 * spaces never reach them, and the server lowercases them, so previews and checks do too.
 */
export function cleanHostLabel(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

export interface PastedValue {
  value: string;
  /** Where the caret goes: just after the pasted text. */
  caret: number;
}

/** docs/product.md § Website settings: spaces are blocked in a host label, on paste too; the pasted text goes in without them. */
export function pasteWithoutSpaces(current: string, pasted: string, start: number, end: number): PastedValue {
  const clean = pasted.replace(/\s+/g, '');
  return { value: current.slice(0, start) + clean + current.slice(end), caret: start + clean.length };
}

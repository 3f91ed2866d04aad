const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text and attribute values written into HTML (pages, storefronts, e-mails): whatever a user typed is shown,
 * never parsed as markup. One function, so every page escapes the same five characters the same way.
 */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The largest PostgreSQL `integer`: a bigger number in a message names no task. */
const MAX_TASK_NUMBER = 2_147_483_647;

export interface NamedKey {
  number: number;
  /** Said as "fixes AER-12", "closes AER-12", "resolves AER-12" (or their -es and -ed forms). */
  closes: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The task numbers a commit message names with a project's prefix (docs/product.md § Task keys): "AER-12" in any
 * case, as a word of its own ("XAER-12" and "AER-123x" name nothing). A number named twice is listed once,
 * closing if any mention closes.
 */
export function keysNamedIn(message: string, prefix: string): NamedKey[] {
  const key = `${escape(prefix)}-(\\d{1,10})`;
  const mention = new RegExp(`(?<![\\w-])${key}(?!\\w)`, 'gi');
  const closing = new RegExp(`\\b(?:fix(?:e[sd])?|close[sd]?|resolve[sd]?):?\\s+${key}(?!\\w)`, 'gi');
  const named = new Map<number, boolean>();
  for (const match of message.matchAll(mention)) named.set(Number(match[1]), false);
  for (const match of message.matchAll(closing)) named.set(Number(match[1]), true);
  return [...named]
    .filter(([number]) => number >= 1 && number <= MAX_TASK_NUMBER)
    .map(([number, closes]) => ({ number, closes }));
}

/** The first line of a commit message, as a link keeps it. */
export function firstLine(message: string): string {
  return (message.split('\n')[0] ?? '').trim().slice(0, 200);
}

import type { ThreadPerson } from '@aerie/contract';

/** The `@word` being typed just before the caret, or null: the composer's list opens while there is one. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@[\]()]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** People whose name starts (at any word) with the query, case aside; at most `limit`. */
export function filterPeople(people: readonly ThreadPerson[], query: string, limit = 8): ThreadPerson[] {
  const wanted = query.toLowerCase();
  return people
    .filter(
      (person) =>
        person.name
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(wanted)) || !wanted,
    )
    .slice(0, limit);
}

/**
 * Replaces the `@word` from `start` to the caret with the mention as the server reads it
 * (`@[Ada Lovelace](user:12)`, docs/product.md § Comments) and a space; returns the text and the new caret.
 */
export function insertMention(text: string, start: number, caret: number, person: ThreadPerson) {
  const label = person.name.replace(/[[\]]/g, '') || 'someone';
  const token = `@[${label}](user:${person.id}) `;
  return { text: text.slice(0, start) + token + text.slice(caret), caret: start + token.length };
}

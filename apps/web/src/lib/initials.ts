/** Up to two capital letters for an avatar placeholder: "Ada Lovelace" → "AL"; nothing usable → "?". */
export function initialsOf(...names: Array<string | null | undefined>): string {
  const letters = names
    .flatMap((name) => (name ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase());
  if (letters.length === 0) return '?';
  return letters.length === 1 ? letters[0]! : letters[0]! + letters[letters.length - 1]!;
}

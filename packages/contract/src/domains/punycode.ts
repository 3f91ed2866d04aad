/**
 * Decodes one Punycode label (RFC 3492, the part after `xn--`) so a name can be checked for look-alike
 * letters; null when the label is not valid Punycode. Browsers and servers have their own decoders, but the
 * contract runs in both and imports zod only.
 */
export function decodePunycodeLabel(encoded: string): string | null {
  const base = 36;
  const delimiter = encoded.lastIndexOf('-');
  const output = delimiter > 0 ? Array.from(encoded.slice(0, delimiter)) : [];
  if (output.some((char) => char.charCodeAt(0) >= 0x80)) return null;
  let n = 128;
  let bias = 72;
  let i = 0;
  let position = delimiter > 0 ? delimiter + 1 : 0;
  while (position < encoded.length) {
    const oldI = i;
    let weight = 1;
    for (let k = base; ; k += base) {
      if (position >= encoded.length) return null;
      const digit = digitOf(encoded.charCodeAt(position++));
      if (digit === null) return null;
      i += digit * weight;
      const threshold = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
      if (digit < threshold) break;
      weight *= base - threshold;
      if (i > 0x10ffff * 64) return null;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return null;
    output.splice(i, 0, String.fromCodePoint(n));
    i++;
  }
  return output.join('');
}

function digitOf(code: number): number | null {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  return null;
}

function adapt(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / 700) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  while (delta > 455) {
    delta = Math.floor(delta / 35);
    k += 36;
  }
  return k + Math.floor((36 * delta) / (delta + 38));
}

/** Scripts a look-alike mixes; Han, kana and Hangul count as one, since Japanese and Korean names mix them. */
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u],
];

/** The scripts of a text's letters (digits, hyphens and marks belong to none). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    found.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other');
  }
  return found;
}

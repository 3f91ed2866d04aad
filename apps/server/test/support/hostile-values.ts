import fc from 'fast-check';

/**
 * fast-check arbitraries for hostile request input (issue 14): what an attacker or a broken client sends
 * instead of what a form would. Used by hostile-input.test.ts over every route of the contract.
 */

/** Strings that meant something to some interpreter once: SQL, shells, paths, templates, prototypes. */
const NOTORIOUS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(0)',
  '$(id);|&',
  '`id`',
  '; rm -rf / #',
  '|| true &&',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '..%2F..%2Fetc%2Fpasswd',
  '/etc/passwd%00.png',
  '%00',
  '\u0000',
  'nul\u0000byte',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '%s%n%x',
  '\r\nX-Injected: 1',
  '\u202Egnp.exe',
  '\u200B\u200D\uFEFF',
  '\uD800',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  'Z̸̢̛͖a̵l̶g̷o̴',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x7fffffff',
  '2147483648',
  '99999999999999999999999999',
  '-1',
  '0',
  '',
  ' ',
  '.',
  '..',
];

/** 10 000 to 70 000 characters of one kind: plain, multi-byte, NUL or combining marks. */
export const longString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', '\u0301', "'", '/'), fc.integer({ min: 10_000, max: 70_000 }))
  .map(([unit, length]) => unit.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NOTORIOUS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: longString },
);

/**
 * Numbers past every column's range and JavaScript's precision. NaN and ±Infinity have no JSON form
 * (JSON.stringify writes null); they reach the server as `RAW` literals that JSON.parse reads as ±Infinity.
 */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -2147483649,
    2147483647,
    2147483648,
    4294967296,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    1e21,
    1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** JSON number literals no JavaScript number can hold exactly; see `toJsonText`. */
const RAW_MARK = '\u0001raw:';
export const rawNumberLiteral = fc
  .constantFrom('1e999', '-1e999', '123456789012345678901234567890', '-0.0000000000000000000001', '1E400')
  .map((literal) => `${RAW_MARK}${literal}\u0001`);

/**
 * Arrays nested thousands deep, as JSON text (a `RAW` literal: the test's own JSON.stringify and
 * fast-check's reporter would run out of stack on such a value): recursive walkers meet their stack.
 */
export const deeplyNested = fc
  .integer({ min: 1_000, max: 10_000 })
  .map((depth) => `${RAW_MARK}${'['.repeat(depth)}0${']'.repeat(depth)}\u0001`);

/** Keys that prototype-walking code and hand-rolled maps trip over. */
export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    '$where',
    'a.b',
    'x'.repeat(300),
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Any hostile value, of any JSON type: the wrong types for every field come from here. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: rawNumberLiteral },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }) },
    { weight: 1, arbitrary: deeplyNested },
  ),
})).value;

/**
 * The request body as JSON text. `RAW` markers become bare number literals, and `__proto__` keys stay
 * own properties (JSON.stringify writes them like any other key, as an attacker's client would).
 */
export function toJsonText(body: unknown): string {
  return JSON.stringify(body).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1');
}

/** A query or path value as text: hostile values that are not strings are written as JSON. */
export function asText(value: unknown): string {
  const text = typeof value === 'string' ? value : toJsonText(value);
  return text.startsWith(RAW_MARK) ? text.slice(RAW_MARK.length, -1) : text;
}

import type { RouteDefinition } from '@aerie/contract';
import fc from 'fast-check';

import { asText, hostileKey, hostileString, hostileValue } from './hostile-values.js';

/** A request to one route: its path with the parameters filled in, its query pairs and its JSON body. */
export interface HostileRequest {
  url: string;
  body?: unknown;
}

interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  options?: unknown[];
  in?: unknown;
  innerType?: unknown;
  left?: unknown;
  right?: unknown;
}

/** The field names a zod schema reads (through unions, pipes, optionals and intersections). */
export function fieldNames(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.shape) return Object.keys(def.shape);
  const inner = [...(def.options ?? []), def.in, def.innerType, def.left, def.right].filter(Boolean);
  return [...new Set(inner.flatMap(fieldNames))];
}

/** Percent-encodes every byte but the unreserved ones; a lone surrogate goes as U+FFFD, as a browser sends it. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Path segments sent as they are: broken escapes, encoded traversal and NUL, overlong UTF-8 dots. */
const RAW_SEGMENT = fc.constantFrom('%', '%zz', '%00', '..%2F..%2Fetc%2Fpasswd', '%C0%AE%C0%AE', '%2e%2e', '..', '.');

/**
 * Sets keys as own properties, so a `__proto__` key is sent as a key (what a hostile client does) instead
 * of replacing the prototype of the object being built.
 */
function withKeys(target: Record<string, unknown>, entries: Array<[string, unknown]>): Record<string, unknown> {
  for (const [key, value] of entries)
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** For a field: a value that is right somewhere (when the world has one) or a hostile one. */
function fieldValue(
  name: string,
  real: Record<string, unknown[]>,
  hostile: fc.Arbitrary<unknown> = hostileValue,
): fc.Arbitrary<unknown> {
  const values = real[name];
  if (!values?.length) return hostile;
  return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...values) }, { weight: 3, arbitrary: hostile });
}

/** An object with any subset of the schema's fields and up to two hostile extra keys. */
function hostileObject(names: string[], real: Record<string, unknown[]>): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.tuple(...names.map((name) => fc.option(fieldValue(name, real), { nil: undefined, freq: 4 })));
  const extra = fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 });
  return fc.tuple(known, extra).map(([values, extras]) => {
    const present = names.map((name, index) => [name, values[index]] as [string, unknown]);
    return withKeys(
      {},
      [...present, ...extras].filter(([, value]) => value !== undefined),
    );
  });
}

/** The schema's query fields, each absent, a real or hostile value, or given twice (the parser makes an array). */
function queryPairs(
  names: string[],
  real: Record<string, unknown[]>,
  hostile: fc.Arbitrary<unknown> = hostileValue,
): fc.Arbitrary<Array<[string, string]>> {
  const one = (name: string) =>
    fc.oneof(
      fieldValue(name, real, hostile).map((value) => [[name, asText(value)]] as Array<[string, string]>),
      fc.tuple(hostileString, hostileString).map(
        ([a, b]) =>
          [
            [name, a],
            [name, b],
          ] as Array<[string, string]>,
      ),
    );
  const known = fc.tuple(...names.map((name) => fc.option(one(name), { nil: [], freq: 4 })));
  const extra = fc.option(fc.tuple(hostileKey, hostileString), { nil: undefined });
  return fc.tuple(known, extra).map(([pairs, more]) => [...pairs.flat(), ...(more ? [more] : [])]);
}

/** One or two keys of a valid request (or new hostile keys) set to a hostile value, or removed. */
function changes(names: string[]): fc.Arbitrary<Array<[string, unknown]>> {
  const key = names.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, hostileKey) : hostileKey;
  return fc.array(fc.tuple(key, fc.option(hostileValue, { nil: undefined, freq: 6 })), { minLength: 1, maxLength: 2 });
}

/** The path of every field and item of a JSON value, nested ones included (`project_data.pages.0.name`). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** `value` at `path` in `target` (a copy being changed): set as an own property, or removed when undefined. */
function setAt(target: unknown, path: string[], value: unknown): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], target);
  if (parent === null || typeof parent !== 'object') return;
  const key = path.at(-1)!;
  if (value !== undefined) withKeys(parent as Record<string, unknown>, [[key, value]]);
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete (parent as Record<string, unknown>)[key];
}

/**
 * A valid body with one or two of its fields (nested ones too: a page of a draft, a variant of a product)
 * made hostile or removed, or a hostile key added: the hostile value meets the handler, not only zod.
 */
export function mutatedBody(
  valid: Record<string, unknown>,
  value: fc.Arbitrary<unknown> = hostileValue,
): fc.Arbitrary<Record<string, unknown>> {
  const paths = pathsOf(valid);
  const path = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...paths) },
    { weight: 1, arbitrary: hostileKey.map((key) => [key]) },
  );
  const change = fc.tuple(path, fc.option(value, { nil: undefined, freq: 6 }));
  return fc.array(change, { minLength: 1, maxLength: 2 }).map((changed) => {
    const copy = structuredClone(valid);
    for (const [at, value] of changed) setAt(copy, at, value);
    return copy;
  });
}

function mutatedQuery(valid: Record<string, string>): fc.Arbitrary<Array<[string, string]>> {
  return changes(Object.keys(valid)).map((changed) => {
    const keys = new Set(changed.map(([name]) => name));
    const kept = Object.entries(valid).filter(([name]) => !keys.has(name));
    const hostile = changed.flatMap(([name, value]) =>
      value === undefined ? [] : [[name, asText(value)] as [string, string]],
    );
    return [...kept, ...hostile];
  });
}

/** Pairs as a query string or a form body (`application/x-www-form-urlencoded`). */
export const urlEncoded = (pairs: Array<[string, string]>) =>
  pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');

/**
 * A route's path with each parameter (`:name`, or a trailing `*` under the name `*`) the real value
 * (when there is one) or a hostile one: encoded, or a raw escape.
 */
export function hostilePath(
  url: string,
  real: Record<string, string> = {},
  value: fc.Arbitrary<unknown> = hostileValue,
): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:([A-Za-z]+)|\*/g)].map((match) => match[1] ?? '*');
  const param = (name: string) => {
    const hostile = fc.oneof(
      value.map((item) => percentEncode(asText(item))),
      RAW_SEGMENT,
    );
    const own = real[name];
    return own === undefined
      ? hostile
      : fc.oneof({ weight: 3, arbitrary: fc.constant(own) }, { weight: 2, arbitrary: hostile });
  };
  return fc
    .tuple(...names.map(param))
    .map((values) =>
      names.reduce((path, name, index) => path.replace(name === '*' ? '*' : `:${name}`, values[index]!), url),
    );
}

/** A request to a page route: its path, its query string and (for a POST) its urlencoded form. */
export interface HostileFormRequest {
  url: string;
  form?: string;
}

/**
 * A query, form or path value is only ever text, so a page's hostile values are hostile strings, one in
 * four with a NUL inside (the one character PostgreSQL text refuses: issue 24).
 */
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.tuple(hostileString, hostileString).map(([a, b]) => `${a}\u0000${b}`) },
);

/**
 * Hostile requests for a server-rendered page (issue 24: the storefront): path parameters as for a JSON
 * route, and the query keys and form fields it reads each a real value, hostile text, given twice, or
 * absent, plus a hostile extra key.
 */
export function hostileFormRequests(
  route: { method: string; url: string },
  input: { query?: string[]; form?: string[] },
  real: { params?: Record<string, string>; fields: Record<string, unknown[]> },
): fc.Arbitrary<HostileFormRequest> {
  const query = queryPairs(input.query ?? [], real.fields, hostileText).map(urlEncoded);
  const form =
    route.method === 'POST'
      ? queryPairs(input.form ?? [], real.fields, hostileText).map(urlEncoded)
      : fc.constant(undefined);
  return fc.record({
    url: fc
      .tuple(hostilePath(route.url, real.params, hostileText), query)
      .map(([url, search]) => (search ? `${url}?${search}` : url)),
    form,
  });
}

/** What the world offers a route: real path values, real values by field name, a valid body and query. */
export interface RealInput {
  params?: Record<string, string>;
  fields: Record<string, unknown[]>;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

/**
 * Hostile requests for a route: each path parameter the world's real value or a hostile one (encoded, or
 * a raw escape), each query and body field a real value, a hostile value of any type, or absent, plus
 * hostile extra keys; now and then a body that is no object at all.
 */
export function hostileRequests(
  route: RouteDefinition & { url: string },
  real: RealInput,
): fc.Arbitrary<HostileRequest> {
  const path = hostilePath(route.url, real.params, hostileText);
  const anyQuery = queryPairs(fieldNames(route.querystring), real.fields);
  const pairs = real.query
    ? fc.oneof({ weight: 2, arbitrary: mutatedQuery(real.query) }, { weight: 1, arbitrary: anyQuery })
    : anyQuery;
  const query = pairs.map(urlEncoded);
  const anyObject = hostileObject(fieldNames(route.body), real.fields);
  const object = real.body
    ? fc.oneof({ weight: 2, arbitrary: mutatedBody(real.body) }, { weight: 1, arbitrary: anyObject })
    : anyObject;
  const body: fc.Arbitrary<unknown> =
    route.method === 'GET'
      ? fc.constant(undefined)
      : route.body
        ? fc.oneof({ weight: 5, arbitrary: object }, { weight: 1, arbitrary: hostileValue })
        : fc.option(hostileValue, { nil: undefined });
  return fc.record({
    url: fc.tuple(path, query).map(([url, search]) => (search ? `${url}?${search}` : url)),
    body,
  });
}

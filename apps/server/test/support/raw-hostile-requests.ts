import fc from 'fast-check';

import { hostileFormRequests, mutatedBody } from './hostile-requests.js';
import { hostileKey, hostileValue, longString, toJsonText } from './hostile-values.js';

/**
 * Hostile requests for the routes outside the contract (RAW_ROUTES: pages, files, form posts, webhooks, git
 * over HTTP): what hostile-requests.ts makes for a page (path parameters, the query keys and form fields it
 * reads), plus what only a raw route meets: query strings no form would send, bodies of the wrong type or
 * over the limit, and hostile values in the headers a route reads (Host, Origin, cookies, signatures).
 */

/** What the world offers one raw route, and how a real client calls it. */
export interface RawInput {
  /** The Host header a browser or a client sends to reach it. */
  host: string;
  /** The path as called, with `:name` parameters and a trailing `*` (the host's prefix included). */
  path: string;
  /** Real values of the path parameters (`*` for the wildcard) and of the query and form fields, by name. */
  params?: Record<string, string>;
  fields?: Record<string, unknown[]>;
  /** The query keys it reads, and the fields of the URL-encoded form it takes. */
  query?: string[];
  form?: string[];
  /** A valid JSON body it takes (dev clocks, webhooks); one or two of its fields are made hostile. */
  json?: Record<string, unknown>;
  /** Hostile values only this body's fields mean something to (a commit's date), beside the usual ones. */
  jsonValues?: fc.Arbitrary<unknown>;
  /** Bodies of the route's own protocol (git's pkt-lines) and their content type. */
  protocol?: { contentType: string; bodies: fc.Arbitrary<Buffer> };
  /** What a real client sends besides: a session, a cookie, an Origin, a user agent. */
  headers?: Record<string, string>;
  /** Headers made over the body as sent (a webhook's signature): added to most requests. */
  sign?: (body: Buffer) => Record<string, string>;
  /** The largest body the route takes (Fastify's 1 MiB otherwise): one byte more is sent now and then. */
  bodyLimit?: number;
  /** From where it is called (the loopback-only development routes). */
  remoteAddress?: string;
}

export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Query text no form sends, appended raw: PHP/qs-style arrays and objects, prototype keys, broken escapes. */
const rawQuery = (keys: string[]) =>
  fc.oneof(
    fc.constantFrom(
      'a[]=1&a[]=2',
      'a[b][c]=1',
      '__proto__[polluted]=1',
      '__proto__=1',
      'constructor[prototype][polluted]=1',
      'constructor=1',
      'hasOwnProperty=1',
      'toString=1',
      '%00=%00',
      'x=%zz',
      '%zz=1',
      'x=%',
      'x=%C0%AE%C0%AE%2F',
      'x=%ED%A0%80',
      'x=%FF%FE',
      '=',
      '&&&=&',
      'x=1;y=2',
      'x=+%2B+',
    ),
    fc.integer({ min: 500, max: 3_000 }).map((count) => Array.from({ length: count }, (_, i) => `k${i}=v`).join('&')),
    fc.integer({ min: 10_000, max: 70_000 }).map((length) => `x=${'a'.repeat(length)}`),
    ...(keys.length
      ? [fc.constantFrom(...keys).map((key) => `${key}[]=1&${key}[]=2&${key}[x]=3&${key}=%00&${key}=%zz`)]
      : []),
  );

/** Header text a real HTTP server lets through: visible ASCII, tab and Latin-1 bytes, never CR, LF or NUL. */
const headerText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'null',
      'undefined',
      '%00',
      '%zz',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '__proto__',
      'constructor',
      '\t',
      'Ã©\u00ff\u0080',
      '=cmd|calc!A0',
      '1e999',
      '-1',
      '99999999999999999999',
      'http://evil.test',
      'javascript:alert(1)',
      '*',
      ',,,;;;',
      '"',
      'x'.repeat(8_000),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc
        .integer({ min: 0x20, max: 0xff })
        .filter((code) => code !== 0x7f)
        .map((code) => String.fromCharCode(code)),
      maxLength: 60,
    }),
  },
);

/** A hostile value for a header, shaped by what the header is for. */
function hostileHeader(name: string, realValue: string | undefined): fc.Arbitrary<string> {
  const shaped: Record<string, fc.Arbitrary<string>> = {
    authorization: fc.oneof(
      fc.constantFrom(
        'Bearer ',
        'Bearer null',
        'Basic',
        'Basic !!!',
        'Basic Og==',
        'Digest x',
        `Bearer ${'a'.repeat(5000)}`,
      ),
      fc.tuple(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 })).map(
        // Any user and password, NUL and unpaired surrogates included, as git's Basic sends them.
        ([user, password]) => `Basic ${Buffer.from(`${user}\u0000x:${password}`).toString('base64')}`,
      ),
      headerText.map((text) => `Bearer ${text}`),
    ),
    cookie: headerText.map((text) => `aerie_cart=${text}; aerie_cart=${text}`),
    'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'zstd', 'gzip, gzip', 'identity', 'x'),
    'content-length': fc.constantFrom('-1', '0', '1e3', '99999999999999999999', 'abc'),
    origin: fc.constantFrom('null', 'http://evil.test', 'file://', 'http://[::1', 'x', `${realValue ?? ''}.evil.test`),
    'accept-encoding': fc.constantFrom('br;q=1e999, gzip;q=-1', '*;q=0', 'identity;q=0', 'x'.repeat(1000)),
    range: fc.constantFrom('bytes=0-0,0-0,0-0,0-0', 'bytes=99999999999999-', 'bytes=-0', 'bytes=5-1', 'x'),
  };
  return fc.oneof(headerText, shaped[name] ?? headerText);
}

/** The Host header of a route, changed as a client (or an attacker's DNS) may send it. */
function hostVariant(host: string): fc.Arbitrary<string> {
  const name = host.replace(/:\d+$/, '');
  return fc.constantFrom(
    host.toUpperCase(),
    `${name}.`,
    `${name}:0`,
    `${name}:99999`,
    `${name}:abc`,
    `www.${host}`,
    `a.b.${host}`,
    `-.${host}`,
    `${'a'.repeat(70)}.${host}`,
    `xn--80ak6aa92e.${host}`,
    'evil.test',
    '',
    '127.0.0.1',
    '[::1]',
    `${host}@evil.test`,
    `${host}/..`,
    `${host}%00`,
  );
}

/** A multipart body where the route expects a plain form: a field, and a file with a traversal name. */
const multipartBody = fc
  .tuple(hostileKey, fc.string({ maxLength: 40 }))
  .map(([name, value]) =>
    Buffer.from(
      [
        '------aerie',
        `Content-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"`,
        '',
        value,
        '------aerie',
        'Content-Disposition: form-data; name="file"; filename="../../x.php"',
        'Content-Type: application/x-php',
        '',
        '<?php system($_GET["c"]); ?>',
        '------aerie--',
        '',
      ].join('\r\n'),
    ),
  );

/** Content types a client may claim, for a body of any shape. */
const CONTENT_TYPES = [
  `${FORM_TYPE}; charset=utf-16le`,
  `${FORM_TYPE};charset=ISO-8859-1`,
  `${FORM_TYPE.toUpperCase()}`,
  `${FORM_TYPE}, ${JSON_TYPE}`,
  `${FORM_TYPE}x`,
  `${JSON_TYPE}; charset=utf-32`,
  `${JSON_TYPE}; charset=`,
  'multipart/form-data; boundary=----aerie',
  'multipart/form-data',
  'text/plain',
  'text/html; charset=utf-8',
  'application/octet-stream',
  '*/*',
  ';',
  '',
];

/** A POST's body and its content type: the route's own kind, the wrong kind, or too much. */
function hostileBody(input: RawInput, form: string | undefined): fc.Arbitrary<{ type?: string; body: Buffer }> {
  const limit = input.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const own: Array<fc.WeightedArbitrary<{ type?: string; body: Buffer }>> = [];
  if (form !== undefined) own.push({ weight: 6, arbitrary: fc.constant({ type: FORM_TYPE, body: Buffer.from(form) }) });
  if (input.json) {
    const json = fc.oneof(
      { weight: 1, arbitrary: fc.constant(input.json) },
      { weight: 4, arbitrary: mutatedBody(input.json, fc.oneof(hostileValue, input.jsonValues ?? hostileValue)) },
      { weight: 1, arbitrary: hostileValue },
    );
    own.push({
      weight: 6,
      arbitrary: json.map((value) => ({ type: JSON_TYPE, body: Buffer.from(toJsonText(value)) })),
    });
  }
  if (input.protocol) {
    const { contentType, bodies } = input.protocol;
    own.push({ weight: 6, arbitrary: bodies.map((body) => ({ type: contentType, body })) });
  }
  const anyText = fc.oneof(
    fc.constant(form ?? ''),
    fc.constant(input.json ? JSON.stringify(input.json) : '{}'),
    longString,
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
  return fc.oneof(
    ...own,
    { weight: 1, arbitrary: multipartBody.map((body) => ({ type: 'multipart/form-data; boundary=----aerie', body })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), anyText)
        .map(([type, text]) => ({ type, body: Buffer.from(text) })),
    },
    { weight: 1, arbitrary: fc.constant({ body: Buffer.from(form ?? '') }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(FORM_TYPE, JSON_TYPE, input.protocol?.contentType ?? FORM_TYPE)
        .map((type) => ({ type, body: Buffer.alloc(limit + 1, 'a') })),
    },
  );
}

/** The headers a route reads, each of which may be sent hostile. */
const READ_HEADERS = [
  'origin',
  'referer',
  'cookie',
  'authorization',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'range',
  'user-agent',
  'last-event-id',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'content-encoding',
  'content-length',
  'access-control-request-method',
  'access-control-request-headers',
];

/**
 * Hostile requests to one raw route: the page's hostile path, query and form (hostile-requests.ts), now
 * and then a raw query no form sends, for a POST a body of its own kind or of the wrong kind or over the
 * limit, one or two headers made hostile (the Host among them), and the route's signature over the body
 * as sent on most requests (so a hostile body is read, not only refused at the signature).
 */
export function hostileRawRequests(method: string, input: RawInput): fc.Arbitrary<RawRequest> {
  const page = hostileFormRequests(
    { method: method === 'POST' && input.form ? 'POST' : 'GET', url: input.path },
    { query: input.query, form: input.form },
    { params: input.params, fields: input.fields ?? {} },
  );
  const extraQuery = fc.option(rawQuery(input.query ?? []), { nil: undefined, freq: 3 });
  const realHeaders: Record<string, string> = { host: input.host, ...input.headers };
  const headerNames = [...new Set(['host', ...Object.keys(realHeaders), ...READ_HEADERS])];
  const changed = fc.array(
    fc
      .constantFrom(...headerNames)
      .chain((name) =>
        (name === 'host' ? hostVariant(input.host) : hostileHeader(name, realHeaders[name])).map(
          (value) => [name, value] as const,
        ),
      ),
    { maxLength: 2 },
  );
  const signs = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
  return fc.tuple(page, extraQuery, changed, signs).chain(([request, query, headers, signs]) => {
    const body = method === 'POST' ? hostileBody(input, request.form) : fc.constant(undefined);
    return body.map((sent) => {
      const url = query ? `${request.url}${request.url.includes('?') ? '&' : '?'}${query}` : request.url;
      const all: Record<string, string> = { ...realHeaders };
      if (sent?.type !== undefined) all['content-type'] = sent.type;
      if (sent && signs && input.sign) Object.assign(all, input.sign(sent.body));
      for (const [name, value] of headers) all[name] = value;
      return { method, url, headers: all, ...(sent ? { payload: sent.body } : {}) };
    });
  });
}

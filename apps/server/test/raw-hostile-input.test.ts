import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formSubmissions, repositoryCommits } from '../src/db/schema/index.js';
import { RAW_ROUTES } from '../src/routes/raw-routes.js';
import { TLS_ASK_TOKEN, WEBHOOK_HASH } from './support/authorization-world.js';
import { uniqueAddress } from './support/accounts.js';
import { postForm, VALID_SUBMISSION } from './support/form-fixtures.js';
import { csvRows } from './support/csv-rows.js';
import { hostileText } from './support/hostile-requests.js';
import { hostileRawRequests, type RawInput, type RawRequest } from './support/raw-hostile-requests.js';
import { rawRouteInputs } from './support/raw-route-inputs.js';
import { buildRawWorld, type RawWorld } from './support/raw-world.js';
import { changedTables, tableChecksums, type TableChecksums } from './support/table-checksum.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { fakeWebBuild } from './support/web-build.js';

/**
 * Issue 34: the routes outside the contract (RAW_ROUTES: pages, files, form posts, webhooks, git over HTTP),
 * on every host, called with hostile paths, query strings, bodies and headers, answer below 500 with no
 * internal error text, and when they refuse the database is exactly as it was. `FUZZ_RUNS` calls per way
 * into a route (10 by default) from the fixed `FUZZ_SEED` (34), so a failure replays.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 34);

/**
 * What a refusal may write, by design: a rate limit's buckets count refused attempts (a push hook's wrong
 * signatures, a site form's posts per address); a published site's 404 page is a page view its Analytics tab
 * reports, and views are written in batches (flushed after each call here, so the batch is the call's); git's
 * Basic credentials are proven before the repository or the body is read, and a proven personal access token
 * records its last use (what its owner reads in the token list to spot a token in use), whatever follows.
 */
const MAY_CHANGE_ON_REFUSAL = {
  skip: ['rate_limit_buckets', 'site_analytics_counts', 'site_analytics_visitors', 'site_analytics_salts'],
  ignoreColumns: { personal_access_tokens: ['last_used_at'] },
};

/** Internal error text that no answer may carry: stack frames, source paths, driver and runtime errors. */
const LEAK =
  /\n\s+at \S+ \(|node_modules|\/src\/\S+\.[jt]s|FST_ERR|TypeError|ReferenceError|RangeError|Maximum call stack|duplicate key|violates .* constraint|syntax error at|invalid input syntax|invalid byte sequence|unsupported Unicode|ECONNREFUSED|ENOENT|EACCES/;

/** Routes whose success changes what later routes call with run last, in this order. */
const LAST = ['payment-webhook', 'dev-store-test-clock', 'dev-test-clock'];

/** A streaming route's 200 never ends by itself (a live run or the unread count): only its status is read. */
const STREAMS = new Set(['notification-stream', 'deployment-run-stream']);

let t: TestApp;
let raw: RawWorld;
let inputs: Record<string, RawInput[]>;
let filesDir: string;
const web = fakeWebBuild();
/** Log lines at warning and above: a swallowed error (a lost analytics batch, a failed job) shows here. */
const problems: string[] = [];
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-raw-hostile-'));
  chmodSync(filesDir, 0o711);
  writeFileSync(join(web.dir, 'seller.html'), '<!doctype html><title>Seller admin</title><div id="root"></div>');
  t = await startTestApp({
    // No job workers: only the request under test writes, so the checksums compare that request alone.
    role: 'web',
    env: {
      LOG_LEVEL: 'warn',
      FILES_DIR: filesDir,
      GIT_DIR: join(filesDir, 'git'),
      PILOTS_DIR: join(filesDir, 'pilots'),
      WEB_DIST_DIR: web.dir,
      FLUTTERWAVE_WEBHOOK_HASH: WEBHOOK_HASH,
      TLS_ASK_TOKEN,
      // Written after each call by the test instead (a timer's batch would land in another call's comparison).
      SITE_ANALYTICS_FLUSH_MS: '60000',
    },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        problems.push(String(chunk));
        done();
      },
    }),
  });
  raw = await buildRawWorld(t);
  inputs = rawRouteInputs(t, raw, await raw.ownerSession());
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
  web.remove();
});

const ORDERED = [...RAW_ROUTES].sort((a, b) => LAST.indexOf(a.name) - LAST.indexOf(b.name));

it('calls every raw route, each in every way the world offers', () => {
  expect(Object.keys(inputs).sort()).toEqual(RAW_ROUTES.map((route) => route.name).sort());
  for (const route of RAW_ROUTES) expect(inputs[route.name]!.length, route.name).toBeGreaterThan(0);
});

const isText = (type: unknown) => /^(text\/|application\/(json|xml|javascript))/.test(String(type ?? ''));

async function send(request: RawRequest, input: RawInput, isStream: boolean) {
  const reply = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress: input.remoteAddress ?? uniqueAddress(),
    ...(request.payload ? { payload: request.payload } : {}),
    ...(isStream ? { payloadAsStream: true } : {}),
  });
  if (!isStream) return { status: reply.statusCode, headers: reply.headers, body: reply.body };
  // A refusal ends; a stream that answered 200 is left to the app's close.
  let body = '';
  if (reply.statusCode >= 300) for await (const chunk of reply.stream()) body += String(chunk);
  return { status: reply.statusCode, headers: reply.headers, body };
}

/**
 * A push declared over the limit is answered 413 and its connection closed after the answer with
 * `socket.destroySoon()`, which a real socket has and `inject`'s stand-in has not: its TypeError comes back as
 * Fastify's "Reply was already sent" warning. Only there is that line not a finding.
 */
const isInjectArtifact = (route: string, status: number, line: string) =>
  route === 'git-receive-pack' && status === 413 && line.includes('FST_ERR_REP_ALREADY_SENT');

/** The newest submissions of the form site, for the exact-storage check. */
const newestSubmission = async () =>
  (
    await t.runtime.ctx.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.websiteId, raw.form.website.id))
      .orderBy(desc(formSubmissions.id))
      .limit(1)
  )[0];

describe.each(ORDERED)('$name ($method $host $path)', (route) => {
  it(
    'answers hostile input below 500, leaks nothing, and changes nothing when it refuses',
    { timeout: 120_000 },
    async () => {
      const { db } = t.runtime.ctx;
      let unchanged: TableChecksums | null = null;
      const ways = inputs[route.name]!;
      // A counterexample prints the request and the index of its way in, not the way's arbitraries.
      const requests = fc.oneof(
        ...ways.map((input, way) => hostileRawRequests(route.method, input).map((request) => ({ way, request }))),
      );
      const property = fc.asyncProperty(requests, async ({ way, request }) => {
        const input = ways[way]!;
        const before = unchanged ?? (await tableChecksums(db, MAY_CHANGE_ON_REFUSAL));
        unchanged = null;
        const lastSubmission = route.name === 'submit-site-form' ? await newestSubmission() : undefined;
        problems.length = 0;
        const reply = await send(request, input, STREAMS.has(route.name));
        await t.runtime.siteAnalytics.flush();
        const what = `${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 400)} ${request.payload?.subarray(0, 200).toString() ?? ''} → ${reply.status} ${reply.body.slice(0, 300)}`;
        expect(reply.status, what).toBeLessThan(500);
        if (isText(reply.headers['content-type'])) expect(reply.body, what).not.toMatch(LEAK);
        expect(
          problems.filter((line) => !isInjectArtifact(route.name, reply.status, line)),
          what,
        ).toEqual([]);
        if (route.name === 'submit-site-form' && reply.status === 303)
          await expectStoredAsSent(request, lastSubmission?.id);
        if (reply.status < 400) return;
        const after = await tableChecksums(db, MAY_CHANGE_ON_REFUSAL);
        expect(changedTables(before, after), `refused, yet wrote: ${what}`).toEqual([]);
        unchanged = after;
      });
      await fc.assert(property, { numRuns: RUNS * ways.length, seed: SEED });
    },
  );
});

/**
 * A form post that was taken (303) stored exactly the values sent for the form's fields (the first of a
 * repeated field, line ends made `\n`, trimmed, a ticked checkbox as "Yes"), or nothing for a honeypot hit.
 */
async function expectStoredAsSent(request: RawRequest, lastId: number | undefined) {
  const newest = await newestSubmission();
  const sent = new URLSearchParams(request.payload?.toString() ?? '');
  if ((sent.get('_website') ?? '') !== '') {
    expect(newest?.id).toBe(lastId);
    return;
  }
  expect(newest?.id, 'a taken form post stores one submission').not.toBe(lastId);
  const value = (name: string) => (sent.get(name) ?? '').replace(/\r\n/g, '\n').trim();
  expect(newest!.fields).toEqual([
    { name: 'name', label: 'Your name', value: value('name') },
    { name: 'email', label: 'E-mail', value: value('email') },
    { name: 'topic', label: 'Topic', value: value('topic') },
    { name: 'message', label: 'Message', value: value('message') },
    { name: 'consent', label: 'I agree to be contacted', value: value('consent') ? 'Yes' : 'No' },
  ]);
}

/**
 * The failures fuzzing and probing found, each kept as a plain example (the fixes are in the commit that adds
 * these): every one answered 500, or 503 saying the database was out of reach.
 */
describe('found by fuzzing', () => {
  const appHost = 'aerie.test';
  async function expectNoWrite<Reply extends { statusCode: number; body: string }>(
    call: () => Promise<Reply>,
    status: number,
  ): Promise<Reply> {
    const before = await tableChecksums(t.runtime.ctx.db, MAY_CHANGE_ON_REFUSAL);
    const reply = await call();
    expect(reply.statusCode, reply.body).toBe(status);
    expect(changedTables(before, await tableChecksums(t.runtime.ctx.db, MAY_CHANGE_ON_REFUSAL))).toEqual([]);
    return reply;
  }

  it('a sandbox checkout reference with a NUL is a checkout that does not exist', async () => {
    for (const method of ['GET', 'POST'] as const) {
      await expectNoWrite(
        () =>
          t.app.inject({
            method,
            url: `/sandbox/checkout/${raw.sandboxReference}%00`,
            headers: { host: appHost, 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'card_number=4242424242424242&action=pay',
          }),
        404,
      );
    }
  });

  it('git Basic credentials with a NUL are no credentials', async () => {
    const reply = await expectNoWrite(
      () =>
        t.app.inject({
          method: 'GET',
          url: `/git/${raw.owner.workspace.slug}/${raw.repository.name}.git/info/refs?service=git-upload-pack`,
          headers: { host: appHost, authorization: `Basic ${Buffer.from('\u0000x:token').toString('base64')}` },
        }),
      401,
    );
    expect(reply.headers['www-authenticate']).toBe('Basic realm="Aerie Git"');
  });

  it('a push body git stops reading gets git\'s answer, not "cannot reach its database"', async () => {
    const credentials = Buffer.from(`${raw.owner.email}:${raw.accessToken.token}`).toString('base64');
    // git reads "aaaa" as a broken pkt-line length and exits; the rest of the megabyte has nowhere to go.
    const reply = await expectNoWrite(
      () =>
        t.app.inject({
          method: 'POST',
          url: `/git/${raw.owner.workspace.slug}/${raw.repository.name}.git/git-receive-pack`,
          headers: {
            host: appHost,
            authorization: `Basic ${credentials}`,
            'content-type': 'application/x-git-receive-pack-request',
          },
          payload: Buffer.alloc(1024 * 1024, 'a'),
        }),
      200,
    );
    expect(reply.headers['content-type']).toBe('application/x-git-receive-pack-result');
  });

  it.each(['info/refs?service=git-upload-pack&', 'git-upload-pack?'])(
    'git is not handed a query string larger than the kernel takes for a variable (%s…)',
    async (rest) => {
      const credentials = Buffer.from(`${raw.owner.email}:${raw.accessToken.token}`).toString('base64');
      const reply = await t.app.inject({
        method: rest.startsWith('info') ? 'GET' : 'POST',
        url: `/git/${raw.owner.workspace.slug}/${raw.repository.name}.git/${rest}x=${'a'.repeat(200_000)}`,
        headers: {
          host: appHost,
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-git-upload-pack-request',
        },
        payload: '0000',
      });
      expect(reply.statusCode, reply.body).toBe(200);
    },
  );

  it.each([
    ['/dev/billing/advance-clock', { workspace: '\u0000', days: 0 }],
    ['/dev/stores/advance-clock', { store: '\u0000', hours: 0 }],
  ])('the development clock %s refuses a NUL name with 400', async (url, body) => {
    await expectNoWrite(() => t.call({ method: 'POST', url, body, remoteAddress: '127.0.0.1' }), 400);
  });

  it.each([
    ['tx_ref', (reference: string) => ({ id: 'sbx_raw', tx_ref: `${reference}\u0000` })],
    ['id', (reference: string) => ({ id: 'sbx_\u0000', tx_ref: reference })],
  ])('a signed payment webhook with a NUL in its %s is acknowledged and ignored', async (_field, data) => {
    const reply = await expectNoWrite(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { host: appHost, 'content-type': 'application/json', 'verif-hash': WEBHOOK_HASH },
          payload: JSON.stringify({ event: 'charge.completed', data: data(raw.sandboxReference) }),
        }),
      200,
    );
    expect(reply.json()).toEqual({ success: true, message: 'Ignored.' });
  });

  /** A GitHub push of one commit to `branch`, signed with the hook's secret. */
  function signedPush(commit: { sha: string; timestamp: string; branch: string; after?: string }) {
    const body = JSON.stringify({
      ref: `refs/heads/${commit.branch}`,
      before: '0'.repeat(40),
      after: commit.after ?? commit.sha,
      commits: [{ id: commit.sha, message: 'm', timestamp: commit.timestamp, author: { name: 'A', email: 'a@b.c' } }],
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/hooks/git/${raw.pushHook.slug}`,
      headers: {
        host: appHost,
        'content-type': 'application/json',
        'x-github-event': 'push',
        'x-github-delivery': randomUUID(),
        'x-hub-signature-256': `sha256=${createHmac('sha256', raw.pushHook.secret).update(body).digest('hex')}`,
      },
      payload: body,
    });
  }
  const commitOf = async (sha: string) =>
    (await t.runtime.ctx.db.select().from(repositoryCommits).where(eq(repositoryCommits.sha, sha)))[0]!;

  it.each(['-010000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z'])(
    'a signed push of a commit dated %s is recorded, dated when it arrived',
    async (timestamp) => {
      const sha = randomBytes(20).toString('hex');
      const reply = await signedPush({ sha, timestamp, branch: 'main' });
      expect(reply.statusCode, reply.body).toBe(200);
      expect((await commitOf(sha)).committedAt.getUTCFullYear()).toBeGreaterThanOrEqual(2026);
    },
  );

  it.each([
    ['a lone surrogate in the branch', 'a\uD800b', 'a\uFFFDb', undefined],
    ['a lone surrogate in the pushed sha', 'main', 'main', 'f\uDC00'],
    [
      'half an emoji left by cutting the branch to 255',
      `${'a'.repeat(254)}\u{1F600}`,
      `${'a'.repeat(254)}\uFFFD`,
      undefined,
    ],
  ])("a signed push with %s is recorded (its event's jsonb refused it)", async (_what, branch, stored, after) => {
    const sha = randomBytes(20).toString('hex');
    const reply = await signedPush({ sha, timestamp: '2026-03-02T10:00:00Z', branch, after });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await commitOf(sha)).branch).toBe(stored);
  });
});

describe('a site form post', () => {
  it('that is taken stores exactly what was sent, whatever text the visitor typed', async () => {
    const property = fc.asyncProperty(hostileText, hostileText, async (name, message) => {
      const body = new URLSearchParams({ ...VALID_SUBMISSION, name, message }).toString();
      const before = (await newestSubmission())?.id;
      const reply = await postForm(t, raw.form.host, 'contact', body, { address: uniqueAddress() });
      // Refused (empty, too long, a NUL, or a body over 64 KiB): nothing stored, as the fuzzing above checks.
      if (reply.statusCode === 400 || reply.statusCode === 413) return;
      expect(reply.statusCode, reply.body).toBe(303);
      await expectStoredAsSent({ method: 'POST', url: '', headers: {}, payload: Buffer.from(body) }, before);
    });
    await fc.assert(property, { numRuns: RUNS * 3, seed: SEED });
  });

  it('is shown in the inbox CSV as text: a formula is prefixed with a quote, everything else is as sent', async () => {
    const values = [
      '=HYPERLINK("http://evil.test","x")',
      '+1+1',
      '-2',
      '@SUM(A1)',
      'a "quote", a comma\nand a line',
      '<b>x</b>',
    ];
    for (const value of values) {
      const reply = await postForm(
        t,
        raw.form.host,
        'contact',
        { ...VALID_SUBMISSION, name: value, message: value },
        { address: uniqueAddress() },
      );
      expect(reply.statusCode, reply.body).toBe(303);
    }
    const reply = await t.app.inject({
      method: 'GET',
      url: `/builder-api/site/${raw.form.website.uuid}/form-submissions.csv`,
      headers: { host: 'aerie.test', authorization: `Bearer ${await raw.ownerSession()}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [header, ...rows] = csvRows(reply.body.replace(/^\uFEFF/, ''));
    const stored = await t.runtime.ctx.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.websiteId, raw.form.website.id))
      .orderBy(formSubmissions.id);
    expect(rows).toHaveLength(stored.length);
    const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
    stored.forEach((submission, index) => {
      const labels = header!.slice(4);
      const byLabel = new Map(submission.fields.map((field) => [field.label, field.value]));
      expect(rows[index]!.slice(4)).toEqual(labels.map((label) => asText(byLabel.get(label) ?? '')));
      for (const cell of rows[index]!) expect(cell, 'no cell a spreadsheet would run').not.toMatch(/^[=+\-@]/);
    });
    for (const value of values)
      expect(
        rows.some((row) => row.includes(asText(value))),
        value,
      ).toBe(true);
  });
});

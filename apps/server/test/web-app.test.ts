import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './support/test-app.js';

// A tiny build laid out as Vite and apps/web/build/precompress.ts lay it out: hashed files under assets/,
// each text file with .br and .gz copies beside it.
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Aerie</title></head><body>${'<div></div>'.repeat(50)}</body></html>`;
const APP_JS = `export const answer = ${JSON.stringify('x'.repeat(2000))};`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
const LOGIN_HTML = INDEX_HTML.replace('</head>', '<link rel="modulepreload" href="/assets/login-page-A1.js"></head>');

function writeWithCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'aerie-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithCopies(join(dist, 'index.html'), INDEX_HTML);
  writeWithCopies(join(dist, 'assets', 'app-Bx12Yz.js'), APP_JS);
  writeFileSync(join(dist, 'favicon.svg'), FAVICON);
  copyFileSync(new URL('../../web/public/robots.txt', import.meta.url), join(dist, 'robots.txt'));
  mkdirSync(join(dist, 'pages'));
  writeWithCopies(join(dist, 'pages', 'login.html'), LOGIN_HTML);
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

// On APP_URL's host (test-app.ts): any other host is redirected there (finding 13).
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'aerie.test', ...headers } });

describe('built assets', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const reply = await get('/assets/app-Bx12Yz.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends gzip when brotli is not accepted, and the file as it is when nothing is', async () => {
    const gzipped = await get('/assets/app-Bx12Yz.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(APP_JS);

    const plain = await get('/assets/app-Bx12Yz.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(APP_JS);
  });

  it('answers a missing hashed file with a 404, not the app page', async () => {
    const reply = await get('/assets/app-Old999.js', { 'accept-encoding': 'br' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
  });

  it('revalidates files whose name carries no hash', async () => {
    const reply = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(reply.statusCode).toBe(200);
    // No precompressed copy: the on-the-fly compression of plugins/compression.ts may encode it once.
    const body = reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.rawPayload) : reply.rawPayload;
    expect(body.toString()).toBe(FAVICON);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('sends robots.txt as text, not the app page (search engines and Lighthouse parse it)', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toMatch(/^User-agent: \*$/m);
    expect(reply.body).toMatch(/^Disallow: \/dashboard$/m);
  });
});

describe('the app page', () => {
  it.each(['/', '/pricing', '/dashboard/projects'])(
    'answers %s with index.html, compressed and revalidated',
    async (url) => {
      const reply = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
      expect(reply.headers.etag).toBeTruthy();
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(INDEX_HTML);
    },
  );

  it('gives the builder page its own CSP: site images from the assets origin, scripts still only from the app', async () => {
    const directives = (header: unknown) =>
      Object.fromEntries(
        String(header)
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      ) as Record<string, string[] | undefined>;

    const builder = await get('/website-builder?uid=abc123&site=x');
    expect(builder.statusCode).toBe(200);
    expect(builder.body).toBe(INDEX_HTML);
    const builderCsp = directives(builder.headers['content-security-policy']);
    expect(builderCsp['img-src']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^http:\/\/assets\.sites\.localhost(:\d+)?$/)]),
    );
    expect(builderCsp['script-src']).toEqual(["'self'"]);
    expect(builderCsp['frame-ancestors']).toEqual(["'none'"]);

    for (const url of ['/', '/dashboard/projects', '/website-builder-other']) {
      const other = directives((await get(url)).headers['content-security-policy']);
      expect(other['img-src'], url).toEqual(["'self'", 'data:', 'blob:']);
      expect(other['script-src'], url).toEqual(["'self'"]);
    }
  });

  it('answers 304 when the browser already holds the current page', async () => {
    const first = await get('/pricing', { 'accept-encoding': 'gzip' });
    const again = await get('/pricing', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("answers a public page with the build's copy that preloads that page's chunks", async () => {
    const login = await get('/login', { 'accept-encoding': 'br' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(login.rawPayload).toString()).toBe(LOGIN_HTML);
    // Paths without a copy (and anything that is not a plain page name) get index.html.
    for (const url of ['/login/', '/pages/login', '/dashboard']) {
      expect((await get(url)).body, url).toBe(INDEX_HTML);
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const reply = await get('/api/nothing/here', { 'accept-encoding': 'br' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, error: 'not_found' });
  });
});

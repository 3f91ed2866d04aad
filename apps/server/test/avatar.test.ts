import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

import { LIMITS, MESSAGES } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInUser } from './support/accounts.js';
import { PNG_SIGNATURE, pngChunk } from './support/png-chunk.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
  t = await startTestApp({ env: { FILES_DIR: filesDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** A real 1×1 PNG: one opaque indigo pixel. */
function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const pixels = deflateSync(Buffer.from([0, 0x4f, 0x46, 0xe5, 0xff]));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(18),
]);
const AVIF = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypavif\0\0\0\0avifmif1miaf', 'latin1'),
  Buffer.alloc(16),
]);
const BMP = (() => {
  const bytes = Buffer.alloc(58);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(58, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  return bytes;
})();
const jpegOf = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4)]);

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const upload = (token: string | undefined, image: unknown) =>
  t.call({ method: 'POST', url: '/api/users/upload-avatar', token, body: { image } });
const fetchFile = (url: string) => t.call({ method: 'GET', url });

describe('upload avatar', () => {
  it('stores a PNG and serves it with its sniffed type, nosniff, a sandbox CSP and a long cache', async () => {
    const user = await signedInUser(t);
    const png = tinyPng();
    const reply = await upload(user.token, dataUrl(png));
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ success: true, message: 'Avatar updated.', data: { user_id: user.userId } });
    expect(body.data.avatar).toMatch(new RegExp(`^/files/avatars/${user.userId}-[0-9a-f]{32}\\.png$`));
    const me = await t.call({ method: 'GET', url: '/api/users/current-user', token: user.token });
    expect(me.json().data.avatar).toBe(body.data.avatar);

    const file = await fetchFile(body.data.avatar);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('trusts the bytes, not the declared type', async () => {
    const user = await signedInUser(t);
    const cases: Array<[Buffer, string, string]> = [
      [GIF, 'image/png', 'gif'],
      [WEBP, 'image/jpeg', 'webp'],
      [jpegOf(64), 'application/octet-stream', 'jpg'],
      [AVIF, 'image/png', 'avif'],
      [BMP, 'image/png', 'bmp'],
    ];
    for (const [bytes, declared, extension] of cases) {
      const reply = await upload(user.token, dataUrl(bytes, declared));
      expect(reply.statusCode, extension).toBe(200);
      const url: string = reply.json().data.avatar;
      expect(url.endsWith(`.${extension}`)).toBe(true);
      expect((await fetchFile(url)).headers['content-type']).toBe(`image/${extension === 'jpg' ? 'jpeg' : extension}`);
    }
  });

  it('deletes the previous file when the avatar is replaced', async () => {
    const user = await signedInUser(t);
    const first = (await upload(user.token, dataUrl(tinyPng()))).json().data.avatar as string;
    const second = (await upload(user.token, dataUrl(GIF))).json().data.avatar as string;
    expect(second).not.toBe(first);
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect((await fetchFile(second)).statusCode).toBe(200);
    const mine = readdirSync(join(filesDir, 'avatars')).filter((name) => name.startsWith(`${user.userId}-`));
    expect(mine).toEqual([second.split('/').at(-1)]);
  });

  it('accepts exactly 5,000,000 bytes and refuses one byte more with the spec message (413)', async () => {
    const user = await signedInUser(t);
    expect((await upload(user.token, dataUrl(jpegOf(LIMITS.avatarMaxBytes), 'image/jpeg'))).statusCode).toBe(200);
    const refused = await upload(user.token, dataUrl(jpegOf(LIMITS.avatarMaxBytes + 1), 'image/jpeg'));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ success: false, error: 'payload_too_large', message: MESSAGES.avatarTooLarge });
  });

  it('refuses a 6,000,000-byte image before reading it (413)', async () => {
    const user = await signedInUser(t);
    const before = (await t.call({ method: 'GET', url: '/api/users/current-user', token: user.token })).json().data;
    const refused = await upload(user.token, dataUrl(jpegOf(6_000_000), 'image/jpeg'));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ success: false, error: 'payload_too_large', message: MESSAGES.avatarTooLarge });
    const after = (await t.call({ method: 'GET', url: '/api/users/current-user', token: user.token })).json().data;
    expect(after.avatar).toBe(before.avatar);
  });

  it('refuses anything that is not a raster image, whatever the data URL claims (400)', async () => {
    const user = await signedInUser(t);
    const disguised = [
      Buffer.from('just some text, not an image'),
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>'),
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('BM but not a bitmap at all, only words'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    ];
    for (const bytes of disguised) {
      const reply = await upload(user.token, dataUrl(bytes, 'image/png'));
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        success: false,
        error: 'validation_failed',
        message: 'The file is not a supported image (PNG, JPEG, GIF or WebP).',
        errors: { image: ['The file is not a supported image (PNG, JPEG, GIF or WebP).'] },
      });
    }
    const me = await t.call({ method: 'GET', url: '/api/users/current-user', token: user.token });
    expect(me.json().data.avatar).toBeNull();
  });

  it('refuses what is not an image data URL, and anonymous callers', async () => {
    const user = await signedInUser(t);
    for (const image of ['https://example.com/me.png', 'data:image/png,rawbytes', '', 42]) {
      const reply = await upload(user.token, image);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ error: 'validation_failed', errors: { image: [expect.any(String)] } });
    }
    expect((await upload(undefined, dataUrl(tinyPng()))).statusCode).toBe(401);
  });
});

describe('serving files', () => {
  it('answers 404 for unknown keys, hidden folders and any path with ..', async () => {
    const user = await signedInUser(t);
    const avatar = (await upload(user.token, dataUrl(tinyPng()))).json().data.avatar as string;
    const key = avatar.slice('/files/'.length);
    for (const url of [
      '/files/avatars/unknown.png',
      '/files/',
      '/files/../package.json',
      '/files/%2e%2e/package.json',
      '/files/%2e%2e%2fpackage.json',
      '/files/avatars/..%2f..%2fpackage.json',
      '/files/avatars/%2e%2e/%2e%2e/%2e%2e/package.json',
      `/files/.types/${key}`,
      '/files/avatars',
    ]) {
      const reply = await fetchFile(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toMatch(/^application\/json/);
    }
    expect((await fetchFile(avatar)).statusCode).toBe(200);
  });

  it('answers 404 to raw, unnormalised paths sent over a real connection', async () => {
    const user = await signedInUser(t);
    const avatar = (await upload(user.token, dataUrl(tinyPng()))).json().data.avatar as string;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const path of [
      '/files/../package.json',
      '/files/../../../etc/passwd',
      `/files/avatars/../${avatar.slice('/files/'.length)}`,
      '/files/%2e%2e/%2e%2e/package.json',
    ]) {
      expect(await rawStatus(Number(port), path), path).toBe(404);
    }
    expect(await rawStatus(Number(port), avatar)).toBe(200);
  });

  it('keeps the store itself to keys it could have made', async () => {
    const { files } = t.runtime.ctx;
    for (const key of ['../package.json', 'avatars/../../x', '/etc/passwd', '.types/x', 'a//b', '', 'a\\..\\b']) {
      expect(await files.get(key), key).toBeNull();
      await expect(files.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow('Invalid file key');
    }
  });
});

/** The status of a GET sent byte for byte, so no client library tidies the path first. */
function rawStatus(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

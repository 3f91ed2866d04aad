import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

import type { SiteTemplateId, Website } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { websites, type WebsiteRow } from '../../src/db/schema/index.js';
import { PNG_SIGNATURE, pngChunk } from './png-chunk.js';
import type { TestApp } from './test-app.js';

export const SITES_URL = 'http://sites.test';
export const ASSETS_ORIGIN = 'http://assets.sites.test';

/** Creates a website in a project through the builder API and returns it. */
export async function createWebsite(
  t: TestApp,
  token: string,
  projectUid: string,
  template: SiteTemplateId = 'agency',
): Promise<Website> {
  const reply = await t.call({
    method: 'POST',
    url: '/builder-api/createsite',
    token,
    body: { project_uid: projectUid, template },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** A draft as GrapesJS saves it: one page per name, each with a heading. */
export function draft(...headings: string[]) {
  return {
    pages: headings.map((heading, index) => ({
      id: `page-${index}`,
      name: index === 0 ? 'Home' : heading,
      component: `<h1>${heading}</h1>`,
    })),
    styles: [],
    assets: [],
  };
}

/**
 * A real PNG of `width`×`height` (one grey row repeated), padded with a private ancillary chunk to `size`
 * bytes when asked, so size limits can be hit to the byte.
 */
export function png(width: number, height: number, size?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const parts = [PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', pixels)];
  const end = pngChunk('IEND', Buffer.alloc(0));
  if (size !== undefined) {
    const used = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
    parts.push(pngChunk('prVt', Buffer.alloc(size - used - 12)));
  }
  return Buffer.concat([...parts, end]);
}

/** A minimal baseline JPEG header of `width`×`height`: SOI, an APP0 segment, then SOF0. */
export function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof.set([0xff, 0xc0, 0x00, 0x11, 0x08]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof.set([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

export const dataUrl = (bytes: Buffer | string, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** The sites domain of the tests (SITES_URL's default for PORT 8080). */
export const SITES_HOST = 'sites.localhost:8080';

/** Two pages the way GrapesJS stores them: the home page with its CSS, and an `About--0` page. */
export function projectData(options: { heading?: string; extraHtml?: string; extraCss?: string } = {}) {
  return {
    pages: [
      {
        id: 'home',
        name: 'Home',
        title: 'Bright Studio',
        description: 'We design bright things',
        keywords: 'design, studio',
        component: `<section class="hero"><h1 class="hero-title">${options.heading ?? 'Welcome to Bright'}</h1><p>Read <a href="/about--0">about us</a>.</p>${options.extraHtml ?? ''}</section>`,
        styles: `.hero{padding:64px 16px}.hero-title{color:#1a56db}${options.extraCss ?? ''}`,
      },
      {
        id: 'about',
        name: 'About--0',
        title: 'About Bright & Co',
        description: 'Who we are',
        keywords: 'team',
        component: '<section class="about"><h2>Our team</h2><p>Five people who love type.</p></section>',
      },
    ],
  };
}

/**
 * A website of a project, written directly: creating sites through the API belongs to another part of
 * the builder (and its tests); these tests are about what happens once a site exists.
 */
export async function insertWebsite(
  t: TestApp,
  input: { projectId: number; userId: number; data?: unknown; subdomain?: string },
): Promise<WebsiteRow> {
  const [row] = await t.runtime.ctx.db
    .insert(websites)
    .values({
      projectId: input.projectId,
      name: 'Bright Studio',
      subdomain: input.subdomain ?? `bright-${randomBytes(4).toString('hex')}`,
      template: 'agency',
      projectData: input.data ?? projectData(),
      createdById: input.userId,
    })
    .returning();
  return row!;
}

/** A new draft saved over the site's, as the editor's save does (revision + 1). */
export async function saveDraft(t: TestApp, website: WebsiteRow, data: unknown): Promise<number> {
  const [row] = await t.runtime.ctx.db
    .update(websites)
    .set({ projectData: data, revision: website.revision + 1 })
    .where(eq(websites.id, website.id))
    .returning();
  return row!.revision;
}

export async function publish(t: TestApp, token: string, uuid: string, revision: number) {
  return t.call({ method: 'POST', url: `/builder-api/site/${uuid}/publish`, token, body: { revision } });
}

/** A GET to a host of the sites domain (or a custom domain), as a browser sends it. */
export function visit(t: TestApp, host: string, url = '/', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

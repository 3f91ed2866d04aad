import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { websites, type WebsiteRow } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

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

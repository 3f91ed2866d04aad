import { templateProjectData } from '@aerie/blocks';
import { afterAll, expect, it } from 'vitest';

import { AppError } from '../src/errors.js';
import { createSiteRenderer } from '../src/adapters/site-renderer/site-renderer.js';
import { projectData } from './support/website-fixtures.js';

/** Thousands of nested elements: GrapesJS takes far longer than the timeout below to parse them. */
const RUNAWAY = { pages: [{ name: 'Home', component: `${'<div>'.repeat(3000)}x${'</div>'.repeat(3000)}` }] };

// Generous for a normal site (thread start and GrapesJS load included) on a busy machine.
const renderer = createSiteRenderer({ timeoutMs: 5_000 });
afterAll(() => renderer.close());

// Found by the hostile-input test (issue 14): the timeout was a 500, and a render asked for right after
// it went to the dying thread and failed with it.
it('answers a runaway draft with a 400 and renders the next site on a fresh thread', { timeout: 60_000 }, async () => {
  const runaway = await renderer.render(RUNAWAY).catch((error: unknown) => error);
  expect(runaway).toBeInstanceOf(AppError);
  expect((runaway as AppError).status).toBe(400);
  expect((runaway as AppError).message).toMatch(/took too long to render/);

  const next = await renderer.render(projectData({ heading: 'Still here' }));
  expect(next.pages.map((page) => page.name)).toEqual(['Home', 'About--0']);
  expect(next.pages[0]!.bodyHtml).toContain('Still here');
});

// Found by the soak of issue 33: each render's DOM stayed reachable from the thread's one jsdom window, so
// the web processes grew by ~10 MB a publish. Under a 96 MB heap the old thread ran out before 25 renders.
it('renders a whole template site many times within a small heap', { timeout: 180_000 }, async () => {
  const small = createSiteRenderer({ timeoutMs: 30_000, heapLimitMb: 96 });
  try {
    const template = templateProjectData('agency', 'http://assets.localhost');
    for (let round = 0; round < 25; round += 1) {
      const site = await small.render(structuredClone(template));
      expect(site.pages.length).toBeGreaterThan(1);
    }
  } finally {
    await small.close();
  }
});

it('answers a site its thread has no memory for with a 400', { timeout: 60_000 }, async () => {
  const tiny = createSiteRenderer({ timeoutMs: 30_000, heapLimitMb: 8 });
  try {
    const failure = await tiny.render(projectData({ heading: 'Too big here' })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(400);
    expect((failure as AppError).message).toMatch(/too large to render/);
  } finally {
    await tiny.close();
  }
});

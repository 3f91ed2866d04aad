import { SITE_TEMPLATE_IDS } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { pageSlugs } from '../sanitize.js';
import { getTemplate, SAMPLE_SITE_NAMES } from './index.js';

/** Names that starters or catalogue blocks once printed as if they were the site's owner. */
const PERSONAS = ['Hana', 'Sato', 'Meridian', 'Northgate', 'Harbour &amp; Pine', ...Object.values(SAMPLE_SITE_NAMES)];
const NAME = 'Zed & <Co> "Ltd"';

describe.each(SITE_TEMPLATE_IDS)('the %s starter filled with a site name', (id) => {
  const template = getTemplate(id, NAME, 2031);

  it('names the site in every title and in the HTML of every page, escaped', () => {
    for (const page of template.pages) {
      expect(page.title).toContain(NAME);
      expect(page.html).toContain('Zed &amp; &lt;Co&gt; &quot;Ltd&quot;');
      expect(page.html).not.toContain('<Co>');
      expect(page.html).toContain(`&copy; 2031 Zed &amp; &lt;Co&gt; &quot;Ltd&quot;`);
    }
    expect(template.pages[0]!.description.length).toBeGreaterThan(40);
  });

  it('keeps no other name and no unfilled token', () => {
    for (const page of template.pages) {
      const everything = [page.title, page.description, page.keywords, page.html].join('\n');
      for (const persona of PERSONAS.filter((persona) => persona !== 'Your site'))
        expect(everything).not.toContain(persona);
      expect(everything.replaceAll('{{ASSETS}}', '')).not.toMatch(/\{\{|\}\}/);
      expect(everything).not.toMatch(/lorem ipsum/i);
    }
  });

  it('links its navigation to its own pages, whose addresses are their names', () => {
    const paths = pageSlugs(template.pages.map((page) => page.name)).map((slug) => `/${slug}`);
    expect(template.pages.length).toBeGreaterThanOrEqual(id === 'blank' ? 1 : 3);
    for (const page of template.pages) {
      const nav = /<nav\b[^>]*aria-label="Main"[\s\S]*?<\/nav>/.exec(page.html)![0];
      for (const [, href] of nav.matchAll(/href="(\/[\w-]*)"/g)) expect(paths).toContain(href);
    }
  });
});

it('offers at least eight starters besides the blank site', () => {
  expect(SITE_TEMPLATE_IDS.filter((id) => id !== 'blank').length).toBeGreaterThanOrEqual(8);
});

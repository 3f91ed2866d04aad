import { BLOCK_CATEGORIES } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { SITE_TEMPLATES_CONTENT } from '../templates/index.js';
import { BLOCKS, blocksByCategory } from './index.js';

/** Everything a published site will carry: each block, and each page and the CSS of each template. */
const markup = [
  ...BLOCKS.map((block) => ({ name: block.id, html: block.html, css: block.css })),
  ...SITE_TEMPLATES_CONTENT.flatMap((template) =>
    template.pages.map((page) => ({ name: `${template.id}/${page.name}`, html: page.html, css: template.css })),
  ),
];

describe('block catalogue', () => {
  it('offers at least three blocks in every category of the spec', () => {
    const groups = blocksByCategory();
    expect(groups.map((group) => group.category)).toEqual([...BLOCK_CATEGORIES]);
    for (const group of groups) expect(group.blocks.length, group.category).toBeGreaterThanOrEqual(3);
  });

  it('names every block {category}-{n}, each id once', () => {
    const ids = BLOCKS.map((block) => block.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const block of BLOCKS) expect(block.id).toMatch(new RegExp(`^${block.category}-\\d+$`));
  });

  it('gives every block a labelled landmark-style root and class-scoped CSS', () => {
    for (const block of BLOCKS) {
      expect(block.html, block.id).toMatch(/^<(section|nav|header|footer)\b/);
      expect(block.label.length, block.id).toBeGreaterThan(3);
      expect(block.css.length, block.id).toBeGreaterThan(20);
    }
  });

  it('keeps h1 headings to header blocks, one at most', () => {
    for (const block of BLOCKS) {
      const h1Count = (block.html.match(/<h1\b/g) ?? []).length;
      if (block.category === 'headers' || block.category === 'inner') expect(h1Count, block.id).toBe(1);
      else expect(h1Count, block.id).toBe(0);
    }
  });
});

describe('what a published site carries', () => {
  it.each(markup)('$name has no scripts, event handlers, inline styles or other origins', ({ html, css }) => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<(iframe|object|embed|svg)\b/i);
    expect(`${html}\n${css}`).not.toMatch(/https?:/i);
    expect(html).not.toMatch(/(src|href|action)="\/\//i);
    expect(css).not.toMatch(/url\(|@import/i);
  });

  it.each(markup)('$name describes every image and reserves its size', ({ html }) => {
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      expect(img).toMatch(/\salt="[^"]*"/);
      expect(img).toMatch(/\swidth="\d+"/);
      expect(img).toMatch(/\sheight="\d+"/);
      expect(img).toMatch(/src="\{\{ASSETS\}\}\/catalogue\/[\w-]+\.svg"/);
    }
  });

  it.each(markup)('$name labels every form field', ({ html }) => {
    for (const field of html.match(/<(input|textarea)\b[^>]*>/g) ?? []) {
      const id = /\sid="([^"]+)"/.exec(field)?.[1];
      expect(id, field).toBeDefined();
      expect(html).toContain(`for="${id}"`);
    }
  });
});

import { describe, expect, it } from 'vitest';

import { gallerySections, templatePreviewUrl } from './site-templates';

describe('gallerySections', () => {
  it('groups the four starters under the spec’s two headings, in order', () => {
    expect(
      gallerySections().map((section) => [section.title, section.templates.map((template) => template.name)]),
    ).toEqual([
      ['select template', ['Blank site', 'Personal starter']],
      ['agency templates', ['Agency starter', 'Corporate starter']],
    ]);
  });

  it('prices every template Free and gives each a preview image', () => {
    for (const template of gallerySections().flatMap((section) => section.templates)) {
      expect(template.price).toBe('Free');
      expect(template.image).toMatch(/\.jpg$/);
    }
  });
});

describe('templatePreviewUrl', () => {
  it('points at the builder host’s preview of the template', () => {
    expect(templatePreviewUrl('agency')).toBe('/builder-api/templates/agency/preview');
  });
});

import { describe, expect, it } from 'vitest';

import { gallerySections, templatePreviewUrl } from './site-templates';

describe('gallerySections', () => {
  it('groups the starters under the spec’s two headings and the business templates, in order', () => {
    expect(
      gallerySections().map((section) => [section.title, section.templates.map((template) => template.name)]),
    ).toEqual([
      ['select template', ['Blank site', 'Personal starter', 'Portfolio starter']],
      ['agency templates', ['Agency starter', 'Corporate starter']],
      ['business templates', ['Shop-front starter', 'Restaurant starter', 'Event starter', 'Landing page starter']],
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

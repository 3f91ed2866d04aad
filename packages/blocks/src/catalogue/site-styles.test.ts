import { describe, expect, it } from 'vitest';

import { SITE_TEMPLATES_CONTENT } from '../templates/index.js';
import { BASE_CSS } from '../theme.js';
import { BLOCKS } from './index.js';
import { bindTextStyles } from './bind-text-styles.js';

const markup = [
  ...BLOCKS.map((block) => ({ name: block.id, html: block.html, css: block.css })),
  ...SITE_TEMPLATES_CONTENT.flatMap((template) =>
    template.pages.map((page) => ({ name: `${template.id}/${page.name}`, html: page.html, css: template.css })),
  ),
];

/** Every `selector{body}` of a stylesheet, media queries opened up. */
function rules(css: string): { selector: string; body: string }[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: match[1]!.replace(/^.*@media[^{]*$/s, '').trim(),
    body: match[2]!,
  }));
}

/** A colour a button may have without leaving the theme: a theme variable, white (on a dark band) or none. */
const themeColour = /^(var\(--site-[\w-]+(,[^)]*)?\)|#fff(fff)?|transparent|rgba\(255,\s*255,\s*255,\s*[\d.]+\))$/i;

describe('buttons follow the brand colour (docs/product.md § Site-wide styles)', () => {
  it.each(markup)('$name: every button is a .site-btn', ({ html }) => {
    const buttonLike =
      html.match(
        /<(button|summary)\b[^>]*>|<input\b[^>]*type="submit"[^>]*>|<a\b[^>]*class="[^"]*(btn|button|cta)[^"]*"[^>]*>/gi,
      ) ?? [];
    for (const element of buttonLike) {
      if (/^<summary/i.test(element) && !/class="/.test(element)) continue; // a plain disclosure, not a button
      expect(element).toMatch(/class="([^"]*\s)?site-btn[\s"]/);
    }
  });

  it.each(markup)('$name: no rule paints a button in a colour of its own', ({ html, css }) => {
    const buttonClasses = new Set(
      [...html.matchAll(/<(?:a|button|summary)\b[^>]*class="([^"]*)"/g)]
        .map((match) => match[1]!.split(/\s+/))
        .filter((classes) => classes.includes('site-btn'))
        .flat()
        .filter((name) => !name.startsWith('site-')),
    );
    for (const { selector, body } of rules(css)) {
      const aimsAtButton = selector
        .split(',')
        .some((part) => [...part.matchAll(/\.([\w-]+)/g)].some((match) => buttonClasses.has(match[1]!)));
      if (!aimsAtButton) continue;
      for (const [, property, value] of body.matchAll(
        /(background-color|background|border-color|color)\s*:\s*([^;]+)/g,
      )) {
        expect(value!.trim(), `${selector} ${property}`).toMatch(themeColour);
      }
    }
  });

  it('paints .site-btn from the brand colour', () => {
    expect(BASE_CSS).toMatch(/\.site-btn\{[^}]*background-color:var\(--site-color-primary\)/);
    expect(BASE_CSS).toMatch(/\.site-btn\{[^}]*border:2px solid var\(--site-color-primary\)/);
  });
});

describe('text styles', () => {
  it('sets every heading, the body and buttons from their variables, with the defaults as fallbacks', () => {
    expect(BASE_CSS).toContain(
      'h1{font-size:var(--site-h1-size-phone, 2.25rem);font-weight:var(--site-h1-weight, 800);',
    );
    expect(BASE_CSS).toContain('@media (min-width: 900px){h1{font-size:var(--site-h1-size, 3.25rem);}');
    expect(BASE_CSS).toContain(
      'a{color:var(--site-link-color, var(--site-color-accent));text-decoration-line:var(--site-link-decoration, underline);}',
    );
    expect(BASE_CSS).toMatch(
      /\.site-btn\{font-size:var\(--site-button-size-phone, 1rem\);font-weight:var\(--site-button-weight, 600\)/,
    );
  });

  it('binds a block heading to its text style, keeping its own size as a ratio of the default', () => {
    const css = bindTextStyles(
      '<h1 class="x-title">Hi</h1><p class="x-lead">Lead</p><a class="site-btn x-go" href="/">Go</a>',
      '.x-title{font-size:2.25rem;font-weight:800;color:red;}\n.x-lead{font-size:1.25rem;}\n.x-go{font-size:14px;}\n@media (min-width: 900px){.x-title{font-size:3.9rem;}}',
    );
    expect(css).toContain(
      '.x-title{font-size:var(--site-h1-size-phone, 2.25rem);font-weight:var(--site-h1-weight, 800);color:red;}',
    );
    expect(css).toContain('@media (min-width: 900px){.x-title{font-size:calc(var(--site-h1-size, 3.25rem) * 1.2);}}');
    expect(css).toContain('.x-lead{font-size:calc(var(--site-body-size-phone, 1rem) * 1.25);}');
    // No desktop step of its own: one is added, so the desktop size of the style moves it too.
    expect(css).toContain('.x-lead{font-size:calc(var(--site-body-size, 1rem) * 1.25);}');
    expect(css).toContain('.x-go{font-size:calc(var(--site-button-size-phone, 1rem) * 0.875);}');
  });

  it('leaves sizes it cannot relate to a style alone', () => {
    const css = '.x-note{font-size:0.8em;}\n.x-box span{font-size:2rem;}';
    expect(bindTextStyles('<p class="x-note">a</p><div class="x-box"><span>b</span></div>', css)).toBe(css);
  });

  it.each(BLOCKS)('$id keeps no fixed size on a heading', (block) => {
    for (const { selector, body } of rules(block.css)) {
      if (!/(^|\s)h[1-6]$/.test(selector)) continue;
      expect(body, `${block.id} ${selector}`).not.toMatch(/font-size:\s*[\d.]+(rem|px)/);
    }
  });
});

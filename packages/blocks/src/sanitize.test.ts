import { describe, expect, it } from 'vitest';

import { pageSlug, pageSlugs, sanitizePageHtml, sanitizeSiteCss } from './sanitize.js';

describe('sanitizePageHtml', () => {
  it("drops the editor's site-symbol marker and keeps the page's own data attributes", () => {
    const html =
      '<nav data-site-symbol="header" data-variant="compact" class="nav1"><a href="/" target="_blank">Home</a></nav>';
    expect(sanitizePageHtml(html)).toBe(
      '<nav data-variant="compact" class="nav1"><a href="/" target="_blank" rel="noopener noreferrer">Home</a></nav>',
    );
  });

  it('keeps the structure, text, links and images a site is made of', () => {
    const html =
      '<section id="hero" class="hero"><h1 class="title">Hello</h1><p>Text <a href="/about--0">About</a> ' +
      '<a href="https://example.com" target="_blank">out</a> <a href="mailto:a@example.com">mail</a> ' +
      '<a href="tel:+4412">call</a></p><img src="http://assets.sites.localhost:8080/websites/x/a.png" alt="A">' +
      '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1h2"></path></svg></section>';
    const clean = sanitizePageHtml(html);
    expect(clean).toContain('<section id="hero" class="hero"><h1 class="title">Hello</h1>');
    expect(clean).toContain('<a href="/about--0">About</a>');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(clean).toContain('href="mailto:a@example.com"');
    expect(clean).toContain('href="tel:+4412"');
    expect(clean).toContain('<img src="http://assets.sites.localhost:8080/websites/x/a.png" alt="A" />');
    expect(clean).toMatch(/<svg viewbox="0 0 24 24" aria-hidden="true"><path d="M1 1h2"><\/path><\/svg>/i);
  });

  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>', /script|alert/i],
    ['an event handler', '<p onclick="alert(1)" onmouseover=x>a</p>', /on(click|mouseover)|alert/i],
    ['a javascript: link', '<a href="javascript:alert(1)">a</a>', /javascript/i],
    ['a javascript: link in disguise', '<a href="  JaVa&#x09;Script&colon;alert(1)">a</a>', /script|alert/i],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">a</a>', /data:|script/i],
    ['a protocol-relative source', '<img src="//evil.example/x.png">', /evil/],
    ['an iframe', '<iframe src="https://evil.example" srcdoc="<script>"></iframe>', /iframe|evil|srcdoc/i],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">', /object|embed|swf/i],
    [
      'base, meta, link and style',
      '<base href="//e"><meta http-equiv="refresh" content="0"><link rel=stylesheet href=x><style>p{}</style>',
      /base|meta|link|style|refresh/i,
    ],
    ['an inline style', '<p style="background:url(javascript:alert(1))">a</p>', /style|javascript/i],
    ['a formaction', '<form><button formaction="javascript:alert(1)">go</button></form>', /formaction|javascript/i],
    [
      'an svg with a script',
      '<svg onload="alert(1)"><script>alert(1)</script><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
      /onload|script|alert|foreignobject|onerror/i,
    ],
    ['a noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', /<img/i],
    ['a javascript: srcset', '<img srcset="javascript:alert(1) 1x" alt="">', /javascript/i],
  ])('removes %s', (_what, html, forbidden) => {
    expect(sanitizePageHtml(html)).not.toMatch(forbidden);
  });
});

describe('sanitizeSiteCss', () => {
  it('keeps ordinary rules, media queries, variables and image urls', () => {
    const css =
      ':root{--site-color-primary:#1a73e8}.hero{background:url("/img/a.png") center/cover;color:var(--site-color-primary)}' +
      '@media (max-width: 768px){.hero{padding:8px}}.b{background-image:url(https://assets.example/x.jpg)}';
    expect(sanitizeSiteCss(css)).toBe(css);
  });

  it.each([
    ['a closing style tag', 'p{color:red}</style><script>alert(1)</script>', /<\/style|<script/i],
    ['an @import', '@import url("https://evil.example/x.css");p{color:red}', /@import|evil/i],
    ['an escaped @import', '@\\69mport "https://evil.example/x.css";', /import|evil/i],
    ['a javascript: url', 'p{background:url( "JavaScript:alert(1)" )}', /javascript/i],
    ['an escaped javascript: url', 'p{background:url(java\\73 cript:alert(1))}', /cript/i],
    ['a data:text url', 'p{background:url(data:text/html,<b>)}', /data:text/i],
    ['an expression', 'p{width:expression(alert(1))}', /expression/i],
    ['a behavior and a binding', 'p{behavior:url(x.htc);-moz-binding:url(x.xml#a)}', /behavior|binding/i],
    ['a protocol-relative url', 'p{background:url(//evil.example/x.png)}', /evil/],
  ])('removes %s', (_what, css, forbidden) => {
    expect(sanitizeSiteCss(css)).not.toMatch(forbidden);
  });
});

describe('pageSlug', () => {
  it('lower-cases, turns spaces to dashes and keeps the --n suffix', () => {
    expect(pageSlug('About')).toBe('about');
    expect(pageSlug('About--0')).toBe('about--0');
    expect(pageSlug('Our  Team')).toBe('our-team');
    expect(pageSlug('Café & Bar!')).toBe('cafe--bar');
    expect(pageSlug('../etc/passwd')).toBe('etcpasswd');
  });

  it('makes the first page the home page and gives every page its own address', () => {
    expect(pageSlugs(['Home', 'About', 'About--0', '???', 'about'])).toEqual([
      '',
      'about',
      'about--0',
      'page-4',
      'page-5',
    ]);
  });
});

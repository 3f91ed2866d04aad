/**
 * The page the sites benchmark serves: a landing page of twelve sections (hero, features, cards,
 * testimonials, pricing, footer…), about 20 KB of HTML, the size of a real starter template's home page,
 * as GrapesJS project data.
 */
const SECTION_KINDS = ['features', 'services', 'testimonials', 'pricing', 'team', 'faq'];

function section(index: number, assetsBase: string): string {
  const kind = SECTION_KINDS[index % SECTION_KINDS.length]!;
  const cards = Array.from(
    { length: 4 },
    (_, card) => `<article class="card card-${card}">
  <img src="${assetsBase}/catalogue/${kind}-${card}.svg" alt="" width="48" height="48" loading="lazy">
  <h3 class="card-title">${kind[0]!.toUpperCase()}${kind.slice(1)} ${index}.${card}</h3>
  <p class="card-text">Clear, useful words about ${kind} that help a visitor decide: what it is, who it is for, and what
  happens next. Every card says one thing well and links to the page that says more.</p>
  <a class="card-link" href="/about">Learn more</a>
</article>`,
  ).join('\n');
  return `<section class="section section-${kind}" id="section-${index}">
<div class="container">
<h2 class="section-title">Section ${index}: ${kind}</h2>
<p class="section-lead">A short introduction to the ${kind} of this studio, written for people who skim first and read later.</p>
<div class="grid">${cards}</div>
</div>
</section>`;
}

export function benchProjectData(assetsBase: string) {
  const sections = Array.from({ length: 12 }, (_, index) => section(index, assetsBase)).join('\n');
  return {
    pages: [
      {
        id: 'home',
        name: 'Home',
        title: 'Bench Studio — design and build',
        description: 'A studio that designs and builds fast websites.',
        keywords: 'design, websites, studio',
        component: `<header class="hero"><h1 class="hero-title">We design and build fast websites</h1><p class="hero-lead">Strategy, design and code under one roof.</p><a class="button" href="/about">About us</a></header>\n${sections}\n<footer class="footer"><p>© Bench Studio</p></footer>`,
        styles:
          ':root{--site-color-primary:#1a56db;--site-color-text:#1f2937;--site-space:8px;--site-max-width:1120px}' +
          'body{font-family:system-ui,sans-serif;color:var(--site-color-text)}' +
          '.container{max-width:var(--site-max-width);margin:0 auto;padding:0 16px}' +
          '.hero{padding:96px 16px;text-align:center}.hero-title{font-size:48px}' +
          '.section{padding:64px 0}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:24px}' +
          '.card{border:1px solid #e5e7eb;border-radius:12px;padding:24px}.card-link{color:var(--site-color-primary)}' +
          '.button{display:inline-block;padding:12px 24px;border-radius:8px;background:var(--site-color-primary);color:#fff}' +
          '@media (max-width:768px){.hero-title{font-size:32px}}',
      },
      {
        id: 'about',
        name: 'About',
        title: 'About Bench Studio',
        description: 'Who we are.',
        keywords: 'team',
        component:
          '<section class="section"><div class="container"><h1>About us</h1><p>Five people who love fast pages.</p></div></section>',
      },
    ],
  };
}

import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

const artworks = [
  ['work-1.svg', 'Navy arches in teal, sand and mustard under a coral sun'],
  ['work-2.svg', 'Grid of navy circles with a coral and a teal circle'],
  ['work-3.svg', 'Rolling teal and navy hills beneath a mustard sun'],
  ['work-4.svg', 'Nested navy, pale blue and teal squares'],
  ['work-5.svg', 'Navy and sand triangles on a mustard background'],
  ['work-6.svg', 'Concentric pale teal rings crossed by a navy bar'],
] as const;

/** Galleries: image grids with real alt text; captions carry the project names. */
export const galleries = [
  defineBlock(
    'galleries',
    1,
    'Six-image grid',
    `
<section class="gal1" id="work" aria-labelledby="gal1-title">
  <div class="site-container">
    <h2 class="gal1-title" id="gal1-title">Recent work</h2>
    <ul class="gal1-grid">
      ${artworks
        .map(
          ([file, alt]) =>
            `<li><img src="${catalogueImage(file)}" alt="${alt}" width="800" height="600" loading="lazy"></li>`,
        )
        .join('\n      ')}
    </ul>
  </div>
</section>`,
    `
.gal1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.gal1-title{margin-bottom:calc(var(--site-space) * 1.75);font-size:1.75rem;}
.gal1-grid{display:grid;grid-template-columns:1fr 1fr;gap:calc(var(--site-space) * 0.75);margin:0;padding:0;list-style:none;}
.gal1-grid img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:var(--site-radius);}
@media (min-width: 800px){.gal1-grid{grid-template-columns:repeat(3, 1fr);gap:calc(var(--site-space) * 1.25);}.gal1-grid img{aspect-ratio:4 / 3;}}
@media (min-width: 900px){.gal1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'galleries',
    2,
    'One large image with four smaller ones',
    `
<section class="gal2" aria-labelledby="gal2-title">
  <div class="site-container">
    <div class="gal2-head">
      <h2 class="gal2-title" id="gal2-title">Inside the workshop</h2>
      <p>A look at the materials, tools and corners where the work happens.</p>
    </div>
    <ul class="gal2-grid">
      ${artworks
        .slice(0, 5)
        .map(
          ([file, alt], index) =>
            `<li${index === 0 ? ' class="gal2-main"' : ''}><img src="${catalogueImage(file)}" alt="${alt}" width="800" height="600" loading="lazy"></li>`,
        )
        .join('\n      ')}
    </ul>
  </div>
</section>`,
    `
.gal2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.gal2-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:0.5em 2em;margin-bottom:calc(var(--site-space) * 1.75);}
.gal2-title{margin:0;font-size:1.75rem;}
.gal2-head p{margin:0;color:var(--site-color-muted);}
.gal2-grid{display:grid;grid-template-columns:1fr 1fr;gap:calc(var(--site-space) * 0.75);margin:0;padding:0;list-style:none;}
.gal2-grid li{min-height:0;}
.gal2-grid img{width:100%;height:100%;aspect-ratio:4 / 3;object-fit:cover;border-radius:var(--site-radius);}
.gal2-main{grid-column:1 / -1;}
@media (min-width: 900px){.gal2-grid{grid-template-columns:2fr 1fr 1fr;gap:calc(var(--site-space) * 1);}.gal2-main{grid-column:1;grid-row:1 / span 2;}.gal2-main img{aspect-ratio:auto;}}
@media (min-width: 900px){.gal2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'galleries',
    3,
    'Captioned project gallery',
    `
<section class="gal3" aria-labelledby="gal3-title">
  <div class="site-container">
    <h2 class="gal3-title" id="gal3-title">Featured projects</h2>
    <div class="gal3-grid">
      <figure class="gal3-item">
        <img src="${catalogueImage('work-6.svg')}" alt="Concentric pale teal rings crossed by a navy bar" width="800" height="600" loading="lazy">
        <figcaption><strong>Lumen Ceramics</strong><span>Identity and online shop</span></figcaption>
      </figure>
      <figure class="gal3-item">
        <img src="${catalogueImage('work-1.svg')}" alt="Navy arches in teal, sand and mustard under a coral sun" width="800" height="600" loading="lazy">
        <figcaption><strong>Brightwater Swim School</strong><span>Website and booking journey</span></figcaption>
      </figure>
      <figure class="gal3-item">
        <img src="${catalogueImage('work-5.svg')}" alt="Navy and sand triangles on a mustard background" width="800" height="600" loading="lazy">
        <figcaption><strong>Kestrel Outdoor</strong><span>Campaign and packaging</span></figcaption>
      </figure>
      <figure class="gal3-item">
        <img src="${catalogueImage('work-2.svg')}" alt="Grid of navy circles with a coral and a teal circle" width="800" height="600" loading="lazy">
        <figcaption><strong>Northwind Cycles</strong><span>Brand refresh</span></figcaption>
      </figure>
    </div>
  </div>
</section>`,
    `
.gal3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.gal3-title{margin-bottom:calc(var(--site-space) * 1.75);font-size:1.75rem;}
.gal3-grid{display:grid;gap:calc(var(--site-space) * 1.75);}
.gal3-item{margin:0;}
.gal3-item img{width:100%;aspect-ratio:4 / 3;object-fit:cover;border-radius:calc(var(--site-radius) * 1.5);transition:transform 0.3s ease;}
.gal3-item:hover img{transform:scale(1.015);}
.gal3-item figcaption{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0.25em 1em;padding-top:0.85em;}
.gal3-item strong{font-family:var(--site-font-heading);font-size:1.125rem;}
.gal3-item span{color:var(--site-color-muted);}
@media (min-width: 800px){.gal3-grid{grid-template-columns:1fr 1fr;gap:calc(var(--site-space) * 2.5) calc(var(--site-space) * 2);}}
@media (min-width: 900px){.gal3-title{font-size:2.5rem;}}`,
  ),
];

import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** Blog and news listings; each card's title is the link, so screen readers hear one clear link per post. */
export const blog = [
  defineBlock(
    'blog',
    1,
    'Three post cards',
    `
<section class="blg1" id="journal" aria-labelledby="blg1-title">
  <div class="site-container">
    <div class="blg1-head">
      <h2 class="blg1-title" id="blg1-title">From the journal</h2>
      <a class="blg1-all" href="#journal">All articles</a>
    </div>
    <ul class="blg1-grid">
      <li class="blg1-card">
        <img src="${catalogueImage('work-5.svg')}" alt="" width="800" height="600" loading="lazy">
        <p class="blg1-meta"><time datetime="2025-03-12">12 March 2025</time> &middot; Branding</p>
        <h3><a href="#post-1">Why your logo is the least important part of your brand</a></h3>
        <p>The things customers remember are rarely the mark itself. Here is where to spend your effort instead.</p>
      </li>
      <li class="blg1-card">
        <img src="${catalogueImage('work-6.svg')}" alt="" width="800" height="600" loading="lazy">
        <p class="blg1-meta"><time datetime="2025-02-20">20 February 2025</time> &middot; Websites</p>
        <h3><a href="#post-2">Five questions to answer before you redesign your website</a></h3>
        <p>A short checklist we use with every client, so the new site solves the problems the old one had.</p>
      </li>
      <li class="blg1-card">
        <img src="${catalogueImage('work-1.svg')}" alt="" width="800" height="600" loading="lazy">
        <p class="blg1-meta"><time datetime="2025-01-28">28 January 2025</time> &middot; Studio</p>
        <h3><a href="#post-3">What we learned from a four-day week</a></h3>
        <p>A year in, the work is better, the team is happier and clients noticed only one thing: faster replies.</p>
      </li>
    </ul>
  </div>
</section>`,
    `
.blg1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.blg1-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:1em;margin-bottom:calc(var(--site-space) * 2);}
.blg1-title{margin:0;font-size:1.75rem;}
.blg1-all{font-weight:600;}
.blg1-grid{display:grid;gap:calc(var(--site-space) * 2);margin:0;padding:0;list-style:none;}
.blg1-card img{width:100%;aspect-ratio:4 / 3;object-fit:cover;border-radius:calc(var(--site-radius) * 1.5);margin-bottom:calc(var(--site-space) * 1);}
.blg1-meta{margin:0 0 0.5em;font-size:0.875rem;color:var(--site-color-muted);}
.blg1-card h3{font-size:1.25rem;line-height:1.3;}
.blg1-card h3 a{color:var(--site-color-text);text-decoration:none;}
.blg1-card h3 a:hover{text-decoration:underline;color:var(--site-color-accent);}
.blg1-card p:last-child{color:var(--site-color-muted);margin:0;}
@media (min-width: 700px){.blg1-grid{grid-template-columns:repeat(2, 1fr);}}
@media (min-width: 1000px){.blg1-grid{grid-template-columns:repeat(3, 1fr);}}
@media (min-width: 900px){.blg1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'blog',
    2,
    'Featured article with a short list',
    `
<section class="blg2" aria-labelledby="blg2-title">
  <div class="site-container">
    <h2 class="blg2-title" id="blg2-title">Latest news</h2>
    <div class="blg2-layout">
      <article class="blg2-feature">
        <img src="${catalogueImage('work-3.svg')}" alt="" width="800" height="600" loading="lazy">
        <p class="blg2-meta"><time datetime="2025-04-02">2 April 2025</time></p>
        <h3><a href="#news-1">Northgate opens a second office in Sheffield</a></h3>
        <p>Twenty new roles and a training programme with two local colleges, starting this summer.</p>
      </article>
      <ul class="blg2-list">
        <li><p class="blg2-meta"><time datetime="2025-03-18">18 March 2025</time></p><h3><a href="#news-2">Our 2024 impact report is now available</a></h3></li>
        <li><p class="blg2-meta"><time datetime="2025-02-27">27 February 2025</time></p><h3><a href="#news-3">Partnering with Kestrel on low-carbon logistics</a></h3></li>
        <li><p class="blg2-meta"><time datetime="2025-01-15">15 January 2025</time></p><h3><a href="#news-4">Five trends shaping manufacturing this year</a></h3></li>
      </ul>
    </div>
  </div>
</section>`,
    `
.blg2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.blg2-title{margin-bottom:calc(var(--site-space) * 2);font-size:1.75rem;}
.blg2-layout{display:grid;gap:calc(var(--site-space) * 2);}
.blg2-feature img{width:100%;aspect-ratio:16 / 9;object-fit:cover;border-radius:calc(var(--site-radius) * 1.5);margin-bottom:calc(var(--site-space) * 1);}
.blg2-feature h3{font-size:1.5rem;}
.blg2-feature p:last-child{color:var(--site-color-muted);}
.blg2-meta{margin:0 0 0.4em;font-size:0.875rem;color:var(--site-color-muted);}
.blg2 h3 a{color:var(--site-color-text);text-decoration:none;}
.blg2 h3 a:hover{color:var(--site-color-accent);text-decoration:underline;}
.blg2-list{margin:0;padding:0;list-style:none;}
.blg2-list li{padding:calc(var(--site-space) * 1.25) 0;border-bottom:1px solid rgba(26,34,48,0.12);}
.blg2-list li:first-child{padding-top:0;}
.blg2-list h3{margin:0;font-size:1.1875rem;line-height:1.35;}
@media (min-width: 900px){.blg2-layout{grid-template-columns:1.5fr 1fr;gap:calc(var(--site-space) * 3);}}
@media (min-width: 900px){.blg2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'blog',
    3,
    'Text-only article list with topics',
    `
<section class="blg3" aria-labelledby="blg3-title">
  <div class="site-container blg3-inner">
    <h2 class="blg3-title" id="blg3-title">Writing</h2>
    <ol class="blg3-list">
      <li class="blg3-item"><time datetime="2025-03-04">Mar 2025</time><div><h3><a href="#essay-1">Designing for the second visit</a></h3><p>Most sites are built for strangers. The best ones also reward the people who come back.</p></div><span class="blg3-tag">Essay</span></li>
      <li class="blg3-item"><time datetime="2025-01-22">Jan 2025</time><div><h3><a href="#essay-2">A plain guide to colour contrast</a></h3><p>What the numbers mean, and how to pick colours that everyone can read.</p></div><span class="blg3-tag">Guide</span></li>
      <li class="blg3-item"><time datetime="2024-11-09">Nov 2024</time><div><h3><a href="#essay-3">Notes from a year of freelancing</a></h3><p>Pricing, saying no, and the surprising value of a weekly admin afternoon.</p></div><span class="blg3-tag">Notes</span></li>
    </ol>
  </div>
</section>`,
    `
.blg3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.blg3-inner{max-width:56rem;}
.blg3-title{margin-bottom:calc(var(--site-space) * 1.5);font-size:1.75rem;}
.blg3-list{margin:0;padding:0;list-style:none;border-top:2px solid var(--site-color-text);}
.blg3-item{display:grid;grid-template-columns:1fr auto;gap:0.35em 1em;padding:calc(var(--site-space) * 1.25) 0;border-bottom:1px solid rgba(26,34,48,0.12);}
.blg3-item time{grid-column:1;font-size:0.875rem;color:var(--site-color-muted);}
.blg3-item div{grid-column:1 / -1;}
.blg3-item h3{margin:0 0 0.25em;font-size:1.25rem;}
.blg3-item h3 a{color:var(--site-color-text);text-decoration:none;}
.blg3-item h3 a:hover{color:var(--site-color-accent);text-decoration:underline;}
.blg3-item p{margin:0;color:var(--site-color-muted);}
.blg3-tag{grid-column:2;grid-row:1;align-self:start;padding:0.15em 0.7em;border-radius:999px;background-color:var(--site-color-surface);font-size:0.8125rem;font-weight:600;color:var(--site-color-text);}
@media (min-width: 800px){.blg3-item{grid-template-columns:7rem 1fr auto;gap:1.5em;align-items:baseline;}.blg3-item div{grid-column:2;grid-row:1;}.blg3-tag{grid-column:3;}}
@media (min-width: 900px){.blg3-title{font-size:2.5rem;}}`,
  ),
];

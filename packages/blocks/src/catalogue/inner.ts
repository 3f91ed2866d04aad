import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** Inner-page headers: the title band of an About, Services or Contact page, carrying that page's h1. */
export const inner = [
  defineBlock(
    'inner',
    1,
    'Page title with breadcrumb',
    `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="#services" aria-current="page">Services</a></li></ol>
    </nav>
    <h1 class="inn1-title">Services</h1>
    <p class="inn1-lead">Strategy, identity, websites and the everyday design work that keeps a brand consistent.</p>
  </div>
</header>`,
    `
.inn1{padding:calc(var(--site-space) * 2.5) 0 calc(var(--site-space) * 3);background-color:var(--site-color-surface);border-bottom:1px solid rgba(26,34,48,0.08);}
.inn1-crumbs ol{display:flex;flex-wrap:wrap;gap:0.5em;margin:0 0 calc(var(--site-space) * 1.25);padding:0;list-style:none;font-size:0.875rem;}
.inn1-crumbs li + li::before{content:"/";margin-right:0.5em;color:var(--site-color-muted);}
.inn1-crumbs a{color:var(--site-color-muted);}
.inn1-crumbs a[aria-current="page"]{color:var(--site-color-text);text-decoration:none;font-weight:600;}
.inn1-title{font-size:2.25rem;font-weight:800;margin-bottom:0.3em;}
.inn1-lead{max-width:38em;margin:0;font-size:1.125rem;color:var(--site-color-muted);}
@media (min-width: 900px){.inn1-title{font-size:3.25rem;}}`,
  ),
  defineBlock(
    'inner',
    2,
    'Centred page title on the primary colour',
    `
<header class="inn2">
  <div class="site-container inn2-inner">
    <p class="inn2-eyebrow">About us</p>
    <h1 class="inn2-title">A small team with a long memory for detail</h1>
    <p class="inn2-lead">Founded in 2012, we have helped more than 180 businesses look as good as the work they do.</p>
  </div>
</header>`,
    `
.inn2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-primary);color:#ffffff;text-align:center;}
.inn2-inner{max-width:48rem;}
.inn2-eyebrow{margin:0 0 0.75em;font-size:0.8125rem;font-weight:700;letter-spacing:0.1em;text-transform:uppercase;color:rgba(255,255,255,0.85);}
.inn2-title{font-size:2rem;font-weight:800;color:#ffffff;}
.inn2-lead{margin:0 auto;max-width:34em;font-size:1.125rem;color:rgba(255,255,255,0.85);}
@media (min-width: 800px){.inn2{padding:calc(var(--site-space) * 5.5) 0;}}
@media (min-width: 900px){.inn2-title{font-size:3.25rem;}}`,
  ),
  defineBlock(
    'inner',
    3,
    'Page title beside an image',
    `
<header class="inn3">
  <div class="site-container inn3-inner">
    <div>
      <p class="site-eyebrow">Our work</p>
      <h1 class="inn3-title">Selected projects, 2019 to today</h1>
      <p class="inn3-lead">Brand identities, websites and campaigns for makers, charities and growing companies.</p>
    </div>
    <img class="inn3-image" src="${catalogueImage('work-3.svg')}" alt="Illustration of rolling teal hills under a sand-coloured sun" width="800" height="600">
  </div>
</header>`,
    `
.inn3{padding:calc(var(--site-space) * 3) 0;background-color:var(--site-color-background);border-bottom:1px solid rgba(26,34,48,0.08);}
.inn3-inner{display:grid;gap:calc(var(--site-space) * 2);align-items:center;}
.inn3-title{font-size:2.25rem;font-weight:800;}
.inn3-lead{margin:0;font-size:1.125rem;color:var(--site-color-muted);}
.inn3-image{width:100%;aspect-ratio:16 / 9;object-fit:cover;border-radius:calc(var(--site-radius) * 2);}
@media (min-width: 900px){.inn3-inner{grid-template-columns:1.2fr 1fr;gap:calc(var(--site-space) * 4);}.inn3-image{aspect-ratio:4 / 3;}}
@media (min-width: 900px){.inn3-title{font-size:3.25rem;}}`,
  ),
];

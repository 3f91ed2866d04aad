import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

const logos = [
  ['logo-1.svg', 'Northwind'],
  ['logo-2.svg', 'Lumen'],
  ['logo-3.svg', 'Fieldstone'],
  ['logo-4.svg', 'Brightwater'],
  ['logo-5.svg', 'Kestrel'],
  ['logo-6.svg', 'Oakline'],
] as const;

function logoItems(className: string): string {
  return logos
    .map(
      ([file, name]) =>
        `<li class="${className}"><img src="${catalogueImage(file)}" alt="${name}" width="180" height="48" loading="lazy"></li>`,
    )
    .join('\n      ');
}

/** Client logos: social proof. Each logo's alt is the client's name, which is what a screen reader needs. */
export const clients = [
  defineBlock(
    'clients',
    1,
    'A quiet row of client logos',
    `
<section class="cli1" aria-labelledby="cli1-title">
  <div class="site-container">
    <h2 class="cli1-title" id="cli1-title">Trusted by teams at</h2>
    <ul class="cli1-list">
      ${logoItems('cli1-item')}
    </ul>
  </div>
</section>`,
    `
.cli1{padding:calc(var(--site-space) * 3) 0;background-color:var(--site-color-background);}
.cli1-title{margin-bottom:calc(var(--site-space) * 1.5);font-size:0.875rem;font-weight:600;letter-spacing:0.08em;text-transform:uppercase;text-align:center;color:var(--site-color-muted);}
.cli1-list{display:grid;grid-template-columns:repeat(2, 1fr);gap:calc(var(--site-space) * 1.5) calc(var(--site-space) * 1);margin:0;padding:0;list-style:none;}
.cli1-item{display:flex;justify-content:center;align-items:center;}
.cli1-item img{width:140px;height:auto;opacity:0.8;filter:grayscale(1);transition:opacity 0.2s ease,filter 0.2s ease;}
.cli1-item img:hover{opacity:1;filter:none;}
@media (min-width: 640px){.cli1-list{grid-template-columns:repeat(3, 1fr);}}
@media (min-width: 1024px){.cli1-list{grid-template-columns:repeat(6, 1fr);}}`,
  ),
  defineBlock(
    'clients',
    2,
    'Logo grid with an introduction',
    `
<section class="cli2" aria-labelledby="cli2-title">
  <div class="site-container cli2-inner">
    <div class="cli2-intro">
      <p class="site-eyebrow">Clients</p>
      <h2 class="cli2-title" id="cli2-title">Long partnerships, not one-off jobs</h2>
      <p>Most of the companies we work with have been with us for more than three years. We grow with them, from the first logo to the tenth product launch.</p>
    </div>
    <ul class="cli2-grid">
      ${logoItems('cli2-cell')}
    </ul>
  </div>
</section>`,
    `
.cli2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.cli2-inner{display:grid;gap:calc(var(--site-space) * 2.5);align-items:center;}
.cli2-title{font-size:1.75rem;}
.cli2-intro p:last-child{color:var(--site-color-muted);margin:0;}
.cli2-grid{display:grid;grid-template-columns:repeat(2, 1fr);gap:1px;margin:0;padding:0;list-style:none;background-color:rgba(26,34,48,0.12);border:1px solid rgba(26,34,48,0.12);border-radius:var(--site-radius);overflow:hidden;}
.cli2-cell{display:flex;align-items:center;justify-content:center;padding:calc(var(--site-space) * 1.75) calc(var(--site-space) * 1);background-color:var(--site-color-background);}
.cli2-cell img{width:150px;}
@media (min-width: 900px){.cli2-inner{grid-template-columns:1fr 1.4fr;gap:calc(var(--site-space) * 4);}.cli2-grid{grid-template-columns:repeat(3, 1fr);}}
@media (min-width: 900px){.cli2-title{font-size:2.25rem;}}`,
  ),
  defineBlock(
    'clients',
    3,
    'Featured client result with logos',
    `
<section class="cli3" aria-labelledby="cli3-title">
  <div class="site-container">
    <div class="cli3-feature">
      <img class="cli3-logo" src="${catalogueImage('logo-4.svg')}" alt="Brightwater" width="180" height="48" loading="lazy">
      <h2 class="cli3-title" id="cli3-title"><span class="cli3-figure">41%</span> more online bookings in the first quarter after relaunch</h2>
      <p class="cli3-note">Brightwater Swim School, a new website and booking journey, 2024</p>
      <a class="cli3-link" href="#case-study">Read the Brightwater story</a>
    </div>
    <ul class="cli3-list" aria-label="Other clients">
      ${logoItems('cli3-item')}
    </ul>
  </div>
</section>`,
    `
.cli3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.cli3-feature{max-width:46rem;margin:0 auto calc(var(--site-space) * 3);text-align:center;}
.cli3-logo{width:180px;margin:0 auto calc(var(--site-space) * 1.25);}
.cli3-title{font-size:1.5rem;font-weight:600;}
.cli3-figure{color:var(--site-color-accent);font-weight:800;}
.cli3-note{color:var(--site-color-muted);font-size:0.9375rem;}
.cli3-link{font-weight:600;}
.cli3-list{display:flex;flex-wrap:wrap;justify-content:center;gap:calc(var(--site-space) * 1.5) calc(var(--site-space) * 2.5);margin:0;padding:calc(var(--site-space) * 2) 0 0;list-style:none;border-top:1px solid rgba(26,34,48,0.12);}
.cli3-item img{width:120px;opacity:0.75;filter:grayscale(1);}
@media (min-width: 900px){.cli3-title{font-size:2.125rem;}}`,
  ),
];

import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** Hero headers: the one place a home page carries its h1. Their images sit above the fold, so no lazy loading. */
export const headers = [
  defineBlock(
    'headers',
    1,
    'Split hero with an illustration',
    `
<header class="hdr1">
  <div class="site-container hdr1-inner">
    <div class="hdr1-text">
      <p class="site-eyebrow">Brand and web design studio</p>
      <h1 class="hdr1-title">Design that makes your business easy to choose</h1>
      <p class="hdr1-lead">We shape brands, websites and products for independent companies who would rather be understood than merely noticed.</p>
      <div class="hdr1-actions">
        <a class="site-btn" href="#work">See our work</a>
        <a class="site-btn site-btn-ghost" href="#contact">Start a project</a>
      </div>
    </div>
    <img class="hdr1-image" src="${catalogueImage('hero-shapes.svg')}" alt="Abstract composition of a navy circle, a teal arch and soft sand shapes" width="1200" height="800">
  </div>
</header>`,
    `
.hdr1{padding:calc(var(--site-space) * 3) 0 calc(var(--site-space) * 4);background-color:var(--site-color-background);}
.hdr1-inner{display:grid;gap:calc(var(--site-space) * 2.5);align-items:center;}
.hdr1-title{font-size:2.25rem;font-weight:800;letter-spacing:-0.02em;margin-bottom:0.4em;}
.hdr1-lead{font-size:1.1875rem;color:var(--site-color-muted);max-width:34em;}
.hdr1-actions{display:flex;flex-wrap:wrap;gap:calc(var(--site-space) * 0.75);margin-top:calc(var(--site-space) * 1.75);}
.hdr1-image{width:100%;border-radius:calc(var(--site-radius) * 2);}
@media (min-width: 900px){.hdr1{padding:calc(var(--site-space) * 5) 0 calc(var(--site-space) * 6);}.hdr1-inner{grid-template-columns:1.05fr 1fr;gap:calc(var(--site-space) * 4);}}
@media (min-width: 900px){.hdr1-title{font-size:3.75rem;}}`,
  ),
  defineBlock(
    'headers',
    2,
    'Centred hero on the primary colour with figures',
    `
<header class="hdr2">
  <div class="site-container hdr2-inner">
    <p class="hdr2-eyebrow">Trusted by 240 growing teams</p>
    <h1 class="hdr2-title">Plan less. Ship more. Keep your evenings.</h1>
    <p class="hdr2-lead">One calm place for projects, deadlines and the decisions behind them, so everyone knows what happens next.</p>
    <div class="hdr2-actions">
      <a class="site-btn site-btn-light" href="#pricing">Start free for 14 days</a>
      <a class="hdr2-link" href="#how-it-works">See how it works</a>
    </div>
    <ul class="hdr2-figures">
      <li><strong>38%</strong><span>fewer status meetings</span></li>
      <li><strong>2 days</strong><span>to set up a whole team</span></li>
      <li><strong>4.8 / 5</strong><span>average customer rating</span></li>
    </ul>
  </div>
</header>`,
    `
.hdr2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-primary);color:#ffffff;text-align:center;}
.hdr2 :focus-visible{outline-color:#ffffff;}
.hdr2-inner{display:flex;flex-direction:column;align-items:center;}
.hdr2-eyebrow{display:inline-block;margin:0 0 calc(var(--site-space) * 1.25);padding:0.35em 0.9em;border:1px solid rgba(255,255,255,0.4);border-radius:999px;font-size:0.875rem;}
.hdr2-title{max-width:16em;font-size:2.25rem;font-weight:800;letter-spacing:-0.02em;color:#ffffff;}
.hdr2-lead{max-width:36em;font-size:1.1875rem;color:rgba(255,255,255,0.85);}
.hdr2-actions{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:calc(var(--site-space) * 1.25);margin-top:calc(var(--site-space) * 1);}
.hdr2-link{color:#ffffff;font-weight:600;}
.hdr2-figures{display:grid;gap:calc(var(--site-space) * 1);width:100%;max-width:52rem;margin:calc(var(--site-space) * 3) 0 0;padding:calc(var(--site-space) * 2) 0 0;list-style:none;border-top:1px solid rgba(255,255,255,0.25);}
.hdr2-figures strong{display:block;font-family:var(--site-font-heading);font-size:2rem;line-height:1.1;}
.hdr2-figures span{color:rgba(255,255,255,0.85);font-size:0.9375rem;}
@media (min-width: 700px){.hdr2{padding:calc(var(--site-space) * 6) 0 calc(var(--site-space) * 5);}.hdr2-figures{grid-template-columns:repeat(3, 1fr);}}
@media (min-width: 900px){.hdr2-title{font-size:4rem;}}`,
  ),
  defineBlock(
    'headers',
    3,
    'Editorial hero with a wide image',
    `
<header class="hdr3">
  <div class="site-container">
    <div class="hdr3-top">
      <h1 class="hdr3-title">Thoughtful spaces for people who work with their hands</h1>
      <div class="hdr3-side">
        <p>Architecture and interiors for studios, workshops and small makers across the north of England. Practical, light-filled and built within budget.</p>
        <a class="site-btn" href="#projects">View projects</a>
      </div>
    </div>
    <img class="hdr3-image" src="${catalogueImage('studio.svg')}" alt="Illustration of a bright studio with an arched window, a desk and a lamp" width="800" height="600">
  </div>
</header>`,
    `
.hdr3{padding:calc(var(--site-space) * 3) 0 calc(var(--site-space) * 3);background-color:var(--site-color-surface);}
.hdr3-top{display:grid;gap:calc(var(--site-space) * 1.5);margin-bottom:calc(var(--site-space) * 2.5);}
.hdr3-title{margin:0;font-size:2.25rem;font-weight:700;letter-spacing:-0.02em;}
.hdr3-side p{font-size:1.0625rem;color:var(--site-color-muted);}
.hdr3-image{width:100%;aspect-ratio:16 / 7;object-fit:cover;border-radius:calc(var(--site-radius) * 2);}
@media (min-width: 900px){.hdr3{padding-top:calc(var(--site-space) * 5);}.hdr3-top{grid-template-columns:1.4fr 1fr;align-items:end;gap:calc(var(--site-space) * 4);}}
@media (min-width: 900px){.hdr3-title{font-size:3.5rem;}}`,
  ),
];

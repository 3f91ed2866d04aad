import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** Panels: cards and collapsible panels that group related content. */
export const panels = [
  defineBlock(
    'panels',
    1,
    'Three feature cards',
    `
<section class="pnl1" id="services" aria-labelledby="pnl1-title">
  <div class="site-container">
    <div class="pnl1-head">
      <p class="site-eyebrow">What we do</p>
      <h2 class="pnl1-title" id="pnl1-title">Services built around your next step</h2>
    </div>
    <ul class="pnl1-grid">
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">01</span>
        <h3>Brand identity</h3>
        <p>Names, logos, type and colour, with guidelines your whole team can follow without calling us.</p>
        <a href="#brand">Explore brand identity</a>
      </li>
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">02</span>
        <h3>Websites</h3>
        <p>Fast, accessible sites that you can update yourself, designed around the questions your customers ask.</p>
        <a href="#websites">Explore websites</a>
      </li>
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">03</span>
        <h3>Ongoing design</h3>
        <p>A dependable design partner for campaigns, presentations and everything in between.</p>
        <a href="#ongoing">Explore ongoing design</a>
      </li>
    </ul>
  </div>
</section>`,
    `
.pnl1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.pnl1-head{max-width:36rem;margin-bottom:calc(var(--site-space) * 2.5);}
.pnl1-title{font-size:1.75rem;}
.pnl1-grid{display:grid;gap:calc(var(--site-space) * 1.25);margin:0;padding:0;list-style:none;}
.pnl1-card{display:flex;flex-direction:column;padding:calc(var(--site-space) * 1.75);border:1px solid rgba(26,34,48,0.12);border-radius:calc(var(--site-radius) * 1.5);background-color:var(--site-color-background);transition:border-color 0.2s ease,box-shadow 0.2s ease;}
.pnl1-card:hover{border-color:var(--site-color-accent);box-shadow:0 10px 30px rgba(26,34,48,0.08);}
.pnl1-icon{display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;margin-bottom:calc(var(--site-space) * 1.25);border-radius:var(--site-radius);background-color:var(--site-color-surface);color:var(--site-color-accent);font-weight:800;}
.pnl1-card h3{font-size:1.25rem;}
.pnl1-card p{flex:1;color:var(--site-color-muted);}
.pnl1-card a{font-weight:600;}
@media (min-width: 900px){.pnl1-grid{grid-template-columns:repeat(3, 1fr);gap:calc(var(--site-space) * 1.5);}.pnl1-card{padding:calc(var(--site-space) * 2);}}
@media (min-width: 900px){.pnl1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'panels',
    2,
    'Alternating image and text panels',
    `
<section class="pnl2" aria-labelledby="pnl2-title">
  <div class="site-container">
    <h2 class="pnl2-title" id="pnl2-title">How we work with you</h2>
    <div class="pnl2-row">
      <img src="${catalogueImage('work-2.svg')}" alt="Grid of navy circles with one coral and one teal circle standing out" width="800" height="600" loading="lazy">
      <div class="pnl2-text">
        <h3>Start with the real problem</h3>
        <p>Before any design, we spend a week with your team and your customers. We leave with a short written brief that everyone has agreed to, so later decisions are quick.</p>
      </div>
    </div>
    <div class="pnl2-row pnl2-row-flip">
      <img src="${catalogueImage('work-4.svg')}" alt="Nested navy, blue and teal squares with a coral square overlapping the corner" width="800" height="600" loading="lazy">
      <div class="pnl2-text">
        <h3>Design in the open</h3>
        <p>You see work in progress every week, not a grand reveal at the end. Small, frequent reviews mean fewer surprises and a result that feels like yours.</p>
      </div>
    </div>
  </div>
</section>`,
    `
.pnl2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.pnl2-title{margin-bottom:calc(var(--site-space) * 2);font-size:1.75rem;}
.pnl2-row{display:grid;gap:calc(var(--site-space) * 1.5);align-items:center;margin-bottom:calc(var(--site-space) * 2.5);}
.pnl2-row:last-child{margin-bottom:0;}
.pnl2-row img{width:100%;border-radius:calc(var(--site-radius) * 1.5);}
.pnl2-text h3{font-size:1.5rem;}
.pnl2-text p{color:var(--site-color-muted);font-size:1.0625rem;margin:0;}
@media (min-width: 900px){.pnl2-row{grid-template-columns:1fr 1fr;gap:calc(var(--site-space) * 4);margin-bottom:calc(var(--site-space) * 4);}.pnl2-row-flip img{order:2;}}
@media (min-width: 900px){.pnl2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'panels',
    3,
    'Collapsible question panels',
    `
<section class="pnl3" aria-labelledby="pnl3-title">
  <div class="site-container pnl3-inner">
    <div>
      <h2 class="pnl3-title" id="pnl3-title">Questions we are often asked</h2>
      <p class="pnl3-lead">Cannot find an answer? <a href="#contact">Send us a message</a> and we will reply within a day.</p>
    </div>
    <div class="pnl3-list">
      <details class="pnl3-item" open>
        <summary>How long does a typical project take?</summary>
        <p>A brand identity takes six to eight weeks; a website usually ten to fourteen. We agree a timeline with you before we start and share progress every week.</p>
      </details>
      <details class="pnl3-item">
        <summary>Can we update the website ourselves?</summary>
        <p>Yes. Every site we build can be edited without code, and we run a short training session at launch so your team feels confident.</p>
      </details>
      <details class="pnl3-item">
        <summary>Do you work with clients outside the UK?</summary>
        <p>We do. About a third of our clients are in Europe and North America, and we plan meetings around your working hours.</p>
      </details>
      <details class="pnl3-item">
        <summary>How do you price your work?</summary>
        <p>Each project has a fixed price agreed up front, paid in three stages. There are no hourly surprises.</p>
      </details>
    </div>
  </div>
</section>`,
    `
.pnl3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.pnl3-inner{display:grid;gap:calc(var(--site-space) * 2);}
.pnl3-title{font-size:1.75rem;}
.pnl3-lead{color:var(--site-color-muted);}
.pnl3-list{border-top:1px solid rgba(26,34,48,0.15);}
.pnl3-item{border-bottom:1px solid rgba(26,34,48,0.15);}
.pnl3-item summary{position:relative;padding:calc(var(--site-space) * 1.1) 2.5em calc(var(--site-space) * 1.1) 0;font-family:var(--site-font-heading);font-size:1.125rem;font-weight:600;cursor:pointer;list-style:none;}
.pnl3-item summary::-webkit-details-marker{display:none;}
.pnl3-item summary::after{content:"+";position:absolute;right:0.25em;top:50%;transform:translateY(-50%);font-size:1.5rem;font-weight:400;color:var(--site-color-accent);}
.pnl3-item[open] summary::after{content:"\\2212";}
.pnl3-item p{margin:0;padding:0 0 calc(var(--site-space) * 1.25);color:var(--site-color-muted);max-width:40em;}
@media (min-width: 900px){.pnl3-inner{grid-template-columns:1fr 1.6fr;gap:calc(var(--site-space) * 4);}}
@media (min-width: 900px){.pnl3-title{font-size:2.5rem;}}`,
  ),
];

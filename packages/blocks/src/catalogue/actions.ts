import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** Calls to action: one clear next step, worded as what the visitor gets. */
export const actions = [
  defineBlock(
    'actions',
    1,
    'Centred call to action on the primary colour',
    `
<section class="act1" aria-labelledby="act1-title">
  <div class="site-container act1-inner">
    <h2 class="act1-title" id="act1-title">Ready to make your next launch the easy one?</h2>
    <p class="act1-lead">Tell us where you are and where you want to be. We will reply with honest advice, even if that means we are not the right fit.</p>
    <div class="act1-actions">
      <a class="site-btn site-btn-light" href="#contact">Start a conversation</a>
      <a class="act1-link" href="#work">Browse our work</a>
    </div>
  </div>
</section>`,
    `
.act1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-primary);color:#ffffff;text-align:center;}
.act1 :focus-visible{outline-color:#ffffff;}
.act1-inner{max-width:46rem;}
.act1-title{font-size:1.75rem;color:#ffffff;}
.act1-lead{color:rgba(255,255,255,0.85);font-size:1.0625rem;}
.act1-actions{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:calc(var(--site-space) * 1.25);margin-top:calc(var(--site-space) * 1.5);}
.act1-link{color:#ffffff;font-weight:600;}
@media (min-width: 800px){.act1{padding:calc(var(--site-space) * 5.5) 0;}}
@media (min-width: 900px){.act1-title{font-size:2.75rem;}}`,
  ),
  defineBlock(
    'actions',
    2,
    'Rounded call-to-action card',
    `
<section class="act2" aria-labelledby="act2-title">
  <div class="site-container">
    <div class="act2-card">
      <div>
        <h2 class="act2-title" id="act2-title">Try it free for 14 days</h2>
        <p>No card needed. Bring your team and your projects, and see the difference in the first week.</p>
      </div>
      <div class="act2-actions">
        <a class="site-btn" href="#signup">Create a free account</a>
        <a class="site-btn site-btn-ghost" href="#demo">Book a demo</a>
      </div>
    </div>
  </div>
</section>`,
    `
.act2{padding:calc(var(--site-space) * 3) 0;background-color:var(--site-color-background);}
.act2-card{display:grid;gap:calc(var(--site-space) * 1.5);padding:calc(var(--site-space) * 2);border-radius:calc(var(--site-radius) * 2);background-color:var(--site-color-surface);border:1px solid rgba(26,34,48,0.08);}
.act2-title{font-size:1.5rem;}
.act2-card p{margin:0;color:var(--site-color-muted);max-width:34em;}
.act2-actions{display:flex;flex-wrap:wrap;gap:calc(var(--site-space) * 0.75);}
@media (min-width: 900px){.act2-card{grid-template-columns:1.4fr auto;align-items:center;padding:calc(var(--site-space) * 3);gap:calc(var(--site-space) * 3);}}
@media (min-width: 900px){.act2-title{font-size:2.25rem;}}`,
  ),
  defineBlock(
    'actions',
    3,
    'Call to action with an image and reasons',
    `
<section class="act3" aria-labelledby="act3-title">
  <div class="site-container act3-inner">
    <div class="act3-text">
      <h2 class="act3-title" id="act3-title">Book a studio visit</h2>
      <p>Come and see how we work, meet the team and talk through your idea over coffee.</p>
      <ul class="act3-list">
        <li>An hour, no obligation</li>
        <li>Tuesdays and Thursdays</li>
        <li>Step-free access</li>
      </ul>
      <a class="site-btn" href="#contact">Choose a time</a>
    </div>
    <img class="act3-image" src="${catalogueImage('studio.svg')}" alt="Illustration of our studio with an arched window and a desk lamp" width="800" height="600" loading="lazy">
  </div>
</section>`,
    `
.act3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.act3-inner{display:grid;gap:calc(var(--site-space) * 2);align-items:center;}
.act3-title{font-size:1.75rem;}
.act3-text > p{color:var(--site-color-muted);font-size:1.0625rem;}
.act3-list{display:flex;flex-wrap:wrap;gap:0.5em;margin:0 0 calc(var(--site-space) * 1.5);padding:0;list-style:none;}
.act3-list li{padding:0.3em 0.85em;border-radius:999px;background-color:var(--site-color-background);border:1px solid rgba(26,34,48,0.12);font-size:0.875rem;font-weight:600;}
.act3-image{width:100%;border-radius:calc(var(--site-radius) * 2);}
@media (min-width: 900px){.act3-inner{grid-template-columns:1fr 1fr;gap:calc(var(--site-space) * 4);}}
@media (min-width: 900px){.act3-title{font-size:2.5rem;}}`,
  ),
];

import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** Descriptions: explain who you are, what you offer and how it works. */
export const descriptions = [
  defineBlock(
    'descriptions',
    1,
    'Introduction with key facts',
    `
<section class="dsc1" id="about" aria-labelledby="dsc1-title">
  <div class="site-container">
    <div class="dsc1-top">
      <h2 class="dsc1-title" id="dsc1-title">An independent studio for brands that want to last</h2>
      <div class="dsc1-body">
        <p>We are a team of eleven designers, writers and developers. We keep the studio small on purpose: you work directly with the people doing the work, from the first workshop to launch day.</p>
        <p>Our clients range from family bakeries to listed engineering firms. What they share is a wish to be clear about who they are, and to say it well.</p>
      </div>
    </div>
    <dl class="dsc1-facts">
      <div><dt>Founded</dt><dd>2012</dd></div>
      <div><dt>Projects delivered</dt><dd>340+</dd></div>
      <div><dt>Clients staying 3+ years</dt><dd>70%</dd></div>
      <div><dt>Design awards</dt><dd>18</dd></div>
    </dl>
  </div>
</section>`,
    `
.dsc1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.dsc1-top{display:grid;gap:calc(var(--site-space) * 1.5);}
.dsc1-title{font-size:1.75rem;margin:0;}
.dsc1-body p{font-size:1.0625rem;color:var(--site-color-muted);}
.dsc1-facts{display:grid;grid-template-columns:1fr 1fr;gap:calc(var(--site-space) * 1.5);margin:calc(var(--site-space) * 2.5) 0 0;padding-top:calc(var(--site-space) * 2);border-top:1px solid rgba(26,34,48,0.12);}
.dsc1-facts div{display:flex;flex-direction:column-reverse;}
.dsc1-facts dt{color:var(--site-color-muted);font-size:0.9375rem;}
.dsc1-facts dd{margin:0;font-family:var(--site-font-heading);font-size:2.25rem;font-weight:800;color:var(--site-color-primary);letter-spacing:-0.02em;}
@media (min-width: 900px){.dsc1-top{grid-template-columns:1fr 1.2fr;gap:calc(var(--site-space) * 4);}.dsc1-facts{grid-template-columns:repeat(4, 1fr);}}
@media (min-width: 900px){.dsc1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'descriptions',
    2,
    'Image beside a description and checklist',
    `
<section class="dsc2" aria-labelledby="dsc2-title">
  <div class="site-container dsc2-inner">
    <img class="dsc2-image" src="${catalogueImage('screen.svg')}" alt="Illustration of a dashboard with a line chart, a bar chart and a sidebar" width="1000" height="640" loading="lazy">
    <div>
      <p class="site-eyebrow">The platform</p>
      <h2 class="dsc2-title" id="dsc2-title">See the whole business on one screen</h2>
      <p class="dsc2-lead">Orders, stock and cash flow update as they happen, so decisions are made on today's numbers rather than last month's.</p>
      <ul class="dsc2-list">
        <li>Connects to the tools you already use</li>
        <li>Daily summaries sent to your inbox</li>
        <li>Role-based access for every team</li>
        <li>Data stored in the UK and backed up hourly</li>
      </ul>
    </div>
  </div>
</section>`,
    `
.dsc2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.dsc2-inner{display:grid;gap:calc(var(--site-space) * 2.5);align-items:center;}
.dsc2-image{width:100%;border-radius:calc(var(--site-radius) * 1.5);box-shadow:0 20px 40px rgba(26,34,48,0.12);}
.dsc2-title{font-size:1.75rem;}
.dsc2-lead{color:var(--site-color-muted);font-size:1.0625rem;}
.dsc2-list{margin:calc(var(--site-space) * 1.25) 0 0;padding:0;list-style:none;}
.dsc2-list li{position:relative;padding:0.45em 0 0.45em 2em;}
.dsc2-list li::before{content:"";position:absolute;left:0;top:0.65em;width:1.2em;height:1.2em;border-radius:50%;background-color:var(--site-color-accent);}
.dsc2-list li::after{content:"";position:absolute;left:0.38em;top:0.95em;width:0.45em;height:0.25em;border-left:2px solid #ffffff;border-bottom:2px solid #ffffff;transform:rotate(-45deg);}
@media (min-width: 900px){.dsc2-inner{grid-template-columns:1.2fr 1fr;gap:calc(var(--site-space) * 4);}}
@media (min-width: 900px){.dsc2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'descriptions',
    3,
    'Numbered steps',
    `
<section class="dsc3" id="how-it-works" aria-labelledby="dsc3-title">
  <div class="site-container">
    <div class="dsc3-head">
      <h2 class="dsc3-title" id="dsc3-title">How it works</h2>
      <p>Three steps from first conversation to a finished result.</p>
    </div>
    <ol class="dsc3-steps">
      <li class="dsc3-step"><h3>Tell us about your goals</h3><p>A free, 30-minute call to understand what you need and whether we are the right fit.</p></li>
      <li class="dsc3-step"><h3>Get a clear proposal</h3><p>Within a week you receive a plan with a timeline, a fixed price and the people involved.</p></li>
      <li class="dsc3-step"><h3>Work together, then launch</h3><p>Weekly check-ins keep things moving. After launch we stay on hand for the first month.</p></li>
    </ol>
  </div>
</section>`,
    `
.dsc3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.dsc3-head{text-align:center;max-width:36rem;margin:0 auto calc(var(--site-space) * 2.5);}
.dsc3-title{font-size:1.75rem;}
.dsc3-head p{color:var(--site-color-muted);margin:0;}
.dsc3-steps{display:grid;gap:calc(var(--site-space) * 1.5);margin:0;padding:0;list-style:none;counter-reset:dsc3;}
.dsc3-step{position:relative;padding:calc(var(--site-space) * 1.5) calc(var(--site-space) * 1.5) calc(var(--site-space) * 1.5) calc(var(--site-space) * 4.5);background-color:var(--site-color-surface);border-radius:calc(var(--site-radius) * 1.5);counter-increment:dsc3;}
.dsc3-step::before{content:counter(dsc3);position:absolute;left:calc(var(--site-space) * 1.5);top:calc(var(--site-space) * 1.4);display:flex;align-items:center;justify-content:center;width:2.1rem;height:2.1rem;border-radius:50%;background-color:var(--site-color-primary);color:#ffffff;font-weight:700;}
.dsc3-step h3{font-size:1.1875rem;}
.dsc3-step p{margin:0;color:var(--site-color-muted);}
@media (min-width: 900px){.dsc3-steps{grid-template-columns:repeat(3, 1fr);}.dsc3-step{padding:calc(var(--site-space) * 4.5) calc(var(--site-space) * 1.75) calc(var(--site-space) * 1.75);}.dsc3-step::before{left:calc(var(--site-space) * 1.75);top:calc(var(--site-space) * 1.75);}}
@media (min-width: 900px){.dsc3-title{font-size:2.5rem;}}`,
  ),
];

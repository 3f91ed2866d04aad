import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** Benefits: why choose you, told as outcomes for the customer. */
export const benefits = [
  defineBlock(
    'benefits',
    1,
    'Three benefits with icons',
    `
<section class="ben1" aria-labelledby="ben1-title">
  <div class="site-container">
    <h2 class="ben1-title" id="ben1-title">Why clients choose us</h2>
    <ul class="ben1-grid">
      <li><span class="ben1-icon ben1-icon-clock" aria-hidden="true"></span><h3>On time, every time</h3><p>We have hit 96% of agreed launch dates over the last five years, and we tell you early if something slips.</p></li>
      <li><span class="ben1-icon ben1-icon-price" aria-hidden="true"></span><h3>Fixed, fair prices</h3><p>One price agreed before we start. If the scope changes, we talk about it first, never on the invoice.</p></li>
      <li><span class="ben1-icon ben1-icon-people" aria-hidden="true"></span><h3>Senior people only</h3><p>The people in the first meeting are the people doing the work. No hand-offs to juniors.</p></li>
    </ul>
  </div>
</section>`,
    `
.ben1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.ben1-title{margin-bottom:calc(var(--site-space) * 2.5);font-size:1.75rem;text-align:center;}
.ben1-grid{display:grid;gap:calc(var(--site-space) * 2);margin:0;padding:0;list-style:none;}
.ben1-grid li{text-align:center;}
.ben1-grid h3{font-size:1.25rem;}
.ben1-grid p{margin:0 auto;max-width:22em;color:var(--site-color-muted);}
.ben1-icon{position:relative;display:block;width:56px;height:56px;margin:0 auto calc(var(--site-space) * 1);border-radius:50%;background-color:var(--site-color-surface);border:2px solid var(--site-color-accent);}
.ben1-icon-clock::before{content:"";position:absolute;left:50%;top:12px;width:2px;height:16px;background-color:var(--site-color-accent);}
.ben1-icon-clock::after{content:"";position:absolute;left:50%;top:26px;width:12px;height:2px;background-color:var(--site-color-accent);}
.ben1-icon-price::before{content:"\\00A3";position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-size:1.5rem;font-weight:700;color:var(--site-color-accent);}
.ben1-icon-people::before{content:"";position:absolute;left:50%;top:12px;width:14px;height:14px;margin-left:-7px;border-radius:50%;background-color:var(--site-color-accent);}
.ben1-icon-people::after{content:"";position:absolute;left:50%;top:29px;width:26px;height:12px;margin-left:-13px;border-radius:13px 13px 0 0;background-color:var(--site-color-accent);}
@media (min-width: 900px){.ben1-grid{grid-template-columns:repeat(3, 1fr);gap:calc(var(--site-space) * 3);}}
@media (min-width: 900px){.ben1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'benefits',
    2,
    'Benefits in numbers',
    `
<section class="ben2" aria-labelledby="ben2-title">
  <div class="site-container ben2-inner">
    <div>
      <p class="ben2-eyebrow">The difference</p>
      <h2 class="ben2-title" id="ben2-title">What changes after you switch</h2>
      <p class="ben2-lead">Measured across 120 customers in their first six months.</p>
    </div>
    <dl class="ben2-grid">
      <div><dt>less time on admin</dt><dd class="ben2-figure">6 hrs</dd><dd class="ben2-note">saved per person, every week</dd></div>
      <div><dt>faster month-end close</dt><dd class="ben2-figure">3&times;</dd><dd class="ben2-note">from nine days to three</dd></div>
      <div><dt>fewer late invoices</dt><dd class="ben2-figure">52%</dd><dd class="ben2-note">thanks to automatic reminders</dd></div>
      <div><dt>customer satisfaction</dt><dd class="ben2-figure">98%</dd><dd class="ben2-note">would recommend us to a peer</dd></div>
    </dl>
  </div>
</section>`,
    `
.ben2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-primary);color:#ffffff;}
.ben2-inner{display:grid;gap:calc(var(--site-space) * 2.5);}
.ben2-eyebrow{margin:0 0 0.75em;font-size:0.8125rem;font-weight:700;letter-spacing:0.08em;text-transform:uppercase;color:rgba(255,255,255,0.85);}
.ben2-title{font-size:1.75rem;color:#ffffff;}
.ben2-lead{color:rgba(255,255,255,0.85);}
.ben2-grid{display:grid;grid-template-columns:1fr 1fr;gap:1px;margin:0;background-color:rgba(255,255,255,0.2);border-radius:calc(var(--site-radius) * 1.5);overflow:hidden;}
.ben2-grid div{display:flex;flex-direction:column;padding:calc(var(--site-space) * 1.25);background-color:var(--site-color-primary);}
.ben2-figure{order:-1;margin:0;font-family:var(--site-font-heading);font-size:2rem;font-weight:800;line-height:1.1;}
.ben2-grid dt{font-weight:600;}
.ben2-note{margin:0.2em 0 0;font-size:0.875rem;color:rgba(255,255,255,0.8);}
@media (min-width: 900px){.ben2-inner{grid-template-columns:1fr 1.3fr;gap:calc(var(--site-space) * 4);align-items:center;}.ben2-grid div{padding:calc(var(--site-space) * 2);}}
@media (min-width: 900px){.ben2-title{font-size:2.5rem;}.ben2-figure{font-size:2.75rem;}}`,
  ),
  defineBlock(
    'benefits',
    3,
    'Checklist beside an image',
    `
<section class="ben3" aria-labelledby="ben3-title">
  <div class="site-container ben3-inner">
    <div>
      <h2 class="ben3-title" id="ben3-title">Everything included, from day one</h2>
      <ul class="ben3-list">
        <li><strong>Hosting and security</strong> Fast servers, daily backups and certificates renewed for you.</li>
        <li><strong>Training for your team</strong> A recorded session so new starters can learn at their own pace.</li>
        <li><strong>Accessibility checks</strong> Every page tested with a keyboard and a screen reader.</li>
        <li><strong>A real person to call</strong> The same account manager from kick-off to renewal.</li>
      </ul>
    </div>
    <img class="ben3-image" src="${catalogueImage('work-4.svg')}" alt="Nested squares in navy, pale blue and teal with a coral square in the corner" width="800" height="600" loading="lazy">
  </div>
</section>`,
    `
.ben3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.ben3-inner{display:grid;gap:calc(var(--site-space) * 2.5);align-items:center;}
.ben3-title{font-size:1.75rem;margin-bottom:calc(var(--site-space) * 1.25);}
.ben3-list{margin:0;padding:0;list-style:none;}
.ben3-list li{position:relative;padding:0.75em 0 0.75em 2.25em;color:var(--site-color-muted);border-bottom:1px solid rgba(26,34,48,0.1);}
.ben3-list li::before{content:"";position:absolute;left:0.3em;top:1.15em;width:0.9em;height:0.5em;border-left:3px solid var(--site-color-accent);border-bottom:3px solid var(--site-color-accent);transform:rotate(-45deg);}
.ben3-list strong{display:block;color:var(--site-color-text);}
.ben3-image{width:100%;border-radius:calc(var(--site-radius) * 2);}
@media (min-width: 900px){.ben3-inner{grid-template-columns:1.1fr 1fr;gap:calc(var(--site-space) * 4);}}
@media (min-width: 900px){.ben3-title{font-size:2.5rem;}}`,
  ),
];

import { defineBlock } from './define-block.js';

/**
 * Charts drawn with HTML and CSS only (sites run no scripts and carry no inline SVG). Every figure is also
 * written as text beside its bar, so the numbers reach screen readers and survive a missing stylesheet.
 * Bar sizes are classes, not inline styles: change a bar by switching its class (`…-w0` to `…-w100`, steps of 5).
 */
function sizeClasses(prefix: string, property: 'width' | 'height'): string {
  const rules: string[] = [];
  for (let percent = 0; percent <= 100; percent += 5) rules.push(`.${prefix}${percent}{${property}:${percent}%;}`);
  return rules.join('\n');
}

export const charts = [
  defineBlock(
    'charts',
    1,
    'Horizontal bars with values',
    `
<section class="cht1" aria-labelledby="cht1-title">
  <div class="site-container cht1-inner">
    <div>
      <p class="site-eyebrow">Results</p>
      <h2 class="cht1-title" id="cht1-title">Where our clients saw the biggest gains</h2>
      <p class="cht1-lead">Average improvement twelve months after launch, across 48 projects completed in 2023 and 2024.</p>
    </div>
    <figure class="cht1-chart">
      <ul class="cht1-bars">
        <li><span class="cht1-label">Online enquiries</span><span class="cht1-track"><span class="cht1-bar cht1-w85"></span></span><span class="cht1-value">+85%</span></li>
        <li><span class="cht1-label">Time on site</span><span class="cht1-track"><span class="cht1-bar cht1-w60"></span></span><span class="cht1-value">+60%</span></li>
        <li><span class="cht1-label">Returning visitors</span><span class="cht1-track"><span class="cht1-bar cht1-w45"></span></span><span class="cht1-value">+45%</span></li>
        <li><span class="cht1-label">Page speed</span><span class="cht1-track"><span class="cht1-bar cht1-w70"></span></span><span class="cht1-value">+70%</span></li>
      </ul>
      <figcaption class="cht1-caption">Source: client analytics, compared with the year before launch.</figcaption>
    </figure>
  </div>
</section>`,
    `
.cht1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.cht1-inner{display:grid;gap:calc(var(--site-space) * 2);align-items:center;}
.cht1-title{font-size:1.75rem;}
.cht1-lead{color:var(--site-color-muted);}
.cht1-chart{margin:0;padding:calc(var(--site-space) * 1.75);background-color:var(--site-color-surface);border-radius:calc(var(--site-radius) * 1.5);}
.cht1-bars{display:grid;gap:calc(var(--site-space) * 1.1);margin:0;padding:0;list-style:none;}
.cht1-bars li{display:grid;grid-template-columns:1fr auto;gap:0.4em 1em;align-items:center;}
.cht1-label{font-weight:600;font-size:0.9375rem;}
.cht1-value{font-weight:700;color:var(--site-color-accent);}
.cht1-track{grid-column:1 / -1;grid-row:2;display:block;height:12px;border-radius:999px;background-color:rgba(26,34,48,0.08);overflow:hidden;}
.cht1-bar{display:block;height:100%;border-radius:999px;background-color:var(--site-color-accent);}
.cht1-caption{margin-top:calc(var(--site-space) * 1.25);font-size:0.8125rem;color:var(--site-color-muted);}
${sizeClasses('cht1-w', 'width')}
@media (min-width: 900px){.cht1-inner{grid-template-columns:1fr 1.3fr;gap:calc(var(--site-space) * 4);}.cht1-chart{padding:calc(var(--site-space) * 2.25);}}
@media (min-width: 900px){.cht1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'charts',
    2,
    'Yearly columns',
    `
<section class="cht2" aria-labelledby="cht2-title">
  <div class="site-container">
    <div class="cht2-head">
      <h2 class="cht2-title" id="cht2-title">Five years of steady growth</h2>
      <p>Annual revenue in millions of pounds, audited.</p>
    </div>
    <figure class="cht2-chart">
      <ol class="cht2-columns">
        <li><span class="cht2-value">£4.2m</span><span class="cht2-col cht2-h35"></span><span class="cht2-year">2020</span></li>
        <li><span class="cht2-value">£5.1m</span><span class="cht2-col cht2-h45"></span><span class="cht2-year">2021</span></li>
        <li><span class="cht2-value">£6.8m</span><span class="cht2-col cht2-h60"></span><span class="cht2-year">2022</span></li>
        <li><span class="cht2-value">£8.0m</span><span class="cht2-col cht2-h70"></span><span class="cht2-year">2023</span></li>
        <li><span class="cht2-value">£10.9m</span><span class="cht2-col cht2-h95 cht2-col-now"></span><span class="cht2-year">2024</span></li>
      </ol>
      <figcaption class="site-visually-hidden">Revenue grew from £4.2 million in 2020 to £10.9 million in 2024.</figcaption>
    </figure>
  </div>
</section>`,
    `
.cht2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.cht2-head{margin-bottom:calc(var(--site-space) * 2);}
.cht2-title{font-size:1.75rem;}
.cht2-head p{color:var(--site-color-muted);margin:0;}
.cht2-chart{margin:0;padding:calc(var(--site-space) * 1.5) calc(var(--site-space) * 1);background-color:var(--site-color-background);border-radius:calc(var(--site-radius) * 1.5);}
.cht2-columns{display:grid;grid-template-columns:repeat(5, 1fr);gap:calc(var(--site-space) * 0.5);align-items:end;height:300px;margin:0;padding:0;list-style:none;border-bottom:2px solid var(--site-color-text);}
.cht2-columns li{display:flex;flex-direction:column;justify-content:flex-end;align-items:center;height:100%;position:relative;}
.cht2-value{margin-bottom:0.35em;font-size:0.8125rem;font-weight:700;}
.cht2-col{display:block;width:100%;max-width:72px;border-radius:6px 6px 0 0;background-color:var(--site-color-primary);opacity:0.55;}
.cht2-col-now{opacity:1;background-color:var(--site-color-accent);}
.cht2-year{position:absolute;bottom:-1.9em;font-size:0.8125rem;color:var(--site-color-muted);}
.cht2-chart{padding-bottom:calc(var(--site-space) * 2.75);}
${sizeClasses('cht2-h', 'height')}
@media (min-width: 700px){.cht2-value{font-size:1rem;}.cht2-chart{padding-left:calc(var(--site-space) * 2.5);padding-right:calc(var(--site-space) * 2.5);}.cht2-columns{gap:calc(var(--site-space) * 2);}}
@media (min-width: 900px){.cht2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'charts',
    3,
    'Share of the whole as a ring',
    `
<section class="cht3" aria-labelledby="cht3-title">
  <div class="site-container cht3-inner">
    <div class="cht3-ring" aria-hidden="true"><span class="cht3-centre"><strong>72%</strong>renewable</span></div>
    <div>
      <h2 class="cht3-title" id="cht3-title">Where our energy comes from</h2>
      <p class="cht3-lead">We publish our energy mix every year. In 2024 nearly three quarters came from renewable sources.</p>
      <ul class="cht3-legend">
        <li><span class="cht3-swatch cht3-swatch-a" aria-hidden="true"></span>Solar on our own roofs <strong>42%</strong></li>
        <li><span class="cht3-swatch cht3-swatch-b" aria-hidden="true"></span>Wind, bought through a green tariff <strong>30%</strong></li>
        <li><span class="cht3-swatch cht3-swatch-c" aria-hidden="true"></span>Grid supply <strong>28%</strong></li>
      </ul>
    </div>
  </div>
</section>`,
    `
.cht3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.cht3-inner{display:grid;gap:calc(var(--site-space) * 2.5);align-items:center;justify-items:center;}
.cht3-ring{position:relative;width:280px;max-width:100%;aspect-ratio:1;border-radius:50%;background:conic-gradient(var(--site-color-accent) 0 42%, var(--site-color-primary) 42% 72%, #d5dbe3 72% 100%);}
.cht3-centre{position:absolute;inset:18%;display:flex;flex-direction:column;align-items:center;justify-content:center;border-radius:50%;background-color:var(--site-color-background);color:var(--site-color-muted);font-size:0.9375rem;}
.cht3-centre strong{font-family:var(--site-font-heading);font-size:2.5rem;line-height:1.1;color:var(--site-color-text);}
.cht3-title{font-size:1.75rem;}
.cht3-lead{color:var(--site-color-muted);}
.cht3-legend{margin:calc(var(--site-space) * 1.5) 0 0;padding:0;list-style:none;}
.cht3-legend li{display:flex;align-items:center;gap:0.75em;padding:0.6em 0;border-bottom:1px solid rgba(26,34,48,0.1);}
.cht3-legend strong{margin-left:auto;}
.cht3-swatch{width:14px;height:14px;border-radius:4px;flex-shrink:0;}
.cht3-swatch-a{background-color:var(--site-color-accent);}
.cht3-swatch-b{background-color:var(--site-color-primary);}
.cht3-swatch-c{background-color:#d5dbe3;}
@media (min-width: 900px){.cht3-inner{grid-template-columns:1fr 1.3fr;gap:calc(var(--site-space) * 5);justify-items:stretch;}.cht3-ring{justify-self:center;}}
@media (min-width: 900px){.cht3-title{font-size:2.5rem;}}`,
  ),
];

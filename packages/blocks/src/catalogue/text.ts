import { defineBlock } from './define-block.js';

/** Text sections: readable line lengths (about 65 characters) and generous spacing for longer reading. */
export const text = [
  defineBlock(
    'text',
    1,
    'Article column',
    `
<section class="txt1" aria-labelledby="txt1-title">
  <div class="site-container txt1-inner">
    <h2 class="txt1-title" id="txt1-title">Our approach to sustainable work</h2>
    <p class="txt1-lead">Good design should not cost the earth. Over the past three years we have changed how we choose suppliers, build websites and run the studio itself.</p>
    <p>Lighter websites use less energy every time they load, so we design pages that need fewer and smaller files. Most of our sites now weigh under a megabyte, and they are faster for visitors too.</p>
    <h3>What we have changed so far</h3>
    <ul>
      <li>All of our hosting runs on renewable energy.</li>
      <li>We print only on recycled or certified paper, with vegetable-based inks.</li>
      <li>Client workshops are held by train-reachable venues, or online.</li>
    </ul>
    <blockquote class="txt1-quote"><p>The most sustainable project is one that does not need redoing in two years.</p></blockquote>
    <p>We publish our progress every spring, including the things that did not work. <a href="#report">Read this year's report</a>.</p>
  </div>
</section>`,
    `
.txt1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.txt1-inner{max-width:44rem;font-size:1.0625rem;}
.txt1-title{font-size:1.75rem;}
.txt1-lead{font-size:1.25rem;line-height:1.55;color:var(--site-color-text);}
.txt1-inner > p{color:#3b4452;}
.txt1-inner h3{margin-top:1.5em;font-size:1.375rem;}
.txt1-inner ul{padding-left:1.25em;margin:0 0 1.25em;}
.txt1-inner li{margin-bottom:0.4em;}
.txt1-quote{margin:calc(var(--site-space) * 2) 0;padding:calc(var(--site-space) * 1.25) calc(var(--site-space) * 1.5);border-left:4px solid var(--site-color-accent);background-color:var(--site-color-surface);border-radius:0 var(--site-radius) var(--site-radius) 0;}
.txt1-quote p{margin:0;font-family:var(--site-font-heading);font-size:1.25rem;font-style:italic;}
@media (min-width: 900px){.txt1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'text',
    2,
    'Two columns of text under a heading',
    `
<section class="txt2" aria-labelledby="txt2-title">
  <div class="site-container">
    <h2 class="txt2-title" id="txt2-title">Built on twenty years of practical experience</h2>
    <div class="txt2-columns">
      <p>Northgate began as two engineers helping a neighbouring factory fix a production bottleneck. Word spread, and within a few years we were advising manufacturers across Yorkshire on operations, systems and finance.</p>
      <p>Today we are a team of sixty, but the approach has not changed: we spend time on the shop floor, we measure before we recommend, and we stay until the improvement sticks.</p>
      <p>We are employee-owned, which means the people advising you share in the results. It keeps us focused on long relationships rather than quick wins.</p>
      <p>Our clients range from family-run firms to listed groups, and most of them found us through a recommendation.</p>
    </div>
  </div>
</section>`,
    `
.txt2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.txt2-title{max-width:22em;margin-bottom:calc(var(--site-space) * 1.75);font-size:1.75rem;}
.txt2-columns{color:var(--site-color-muted);font-size:1.0625rem;}
@media (min-width: 800px){.txt2-columns{column-count:2;column-gap:calc(var(--site-space) * 3);}.txt2-columns p{break-inside:avoid;}}
@media (min-width: 900px){.txt2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'text',
    3,
    'Large statement',
    `
<section class="txt3" aria-labelledby="txt3-title">
  <div class="site-container">
    <h2 class="site-eyebrow txt3-label" id="txt3-title">Our mission</h2>
    <p class="txt3-statement">We help independent businesses look as good as the work they do, with <em>honest</em> design that is <em>built to last</em>.</p>
  </div>
</section>`,
    `
.txt3{padding:calc(var(--site-space) * 4.5) 0;background-color:var(--site-color-surface);}
.txt3-label{display:block;}
.txt3-statement{max-width:24em;margin:0;font-family:var(--site-font-heading);font-size:1.75rem;font-weight:600;line-height:1.2;letter-spacing:-0.02em;}
.txt3-statement em{font-style:normal;color:var(--site-color-accent);}
@media (min-width: 900px){.txt3-statement{font-size:3.25rem;}}`,
  ),
];

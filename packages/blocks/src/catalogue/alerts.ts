import { defineBlock } from './define-block.js';

/** Alerts: notices that need attention. They never move or flash, and their meaning is in words, not colour alone. */
export const alerts = [
  defineBlock(
    'alerts',
    1,
    'Announcement strip',
    `
<section class="alr1" aria-label="Announcement">
  <div class="site-container alr1-inner">
    <p><span class="alr1-tag">New</span> Our spring workshop dates are open for booking. <a href="#workshops">See dates and book a place</a></p>
  </div>
</section>`,
    `
.alr1{background-color:var(--site-color-accent);color:#ffffff;font-size:0.9375rem;}
.alr1 :focus-visible{outline-color:#ffffff;}
.alr1-inner{padding-top:0.7em;padding-bottom:0.7em;text-align:center;}
.alr1-inner p{margin:0;}
.alr1-tag{display:inline-block;margin-right:0.5em;padding:0.05em 0.55em;border-radius:999px;background-color:#ffffff;color:var(--site-color-accent);font-size:0.75rem;font-weight:800;letter-spacing:0.06em;text-transform:uppercase;vertical-align:0.1em;}
.alr1 a{color:#ffffff;font-weight:600;}`,
  ),
  defineBlock(
    'alerts',
    2,
    'Important notice with an icon',
    `
<section class="alr2" aria-labelledby="alr2-title">
  <div class="site-container">
    <div class="alr2-box" role="note">
      <span class="alr2-icon" aria-hidden="true">!</span>
      <div>
        <h2 class="alr2-title" id="alr2-title">Holiday opening hours</h2>
        <p>Our office closes from 24 December and reopens on 2 January. Orders placed after 18 December will be dispatched in the new year.</p>
        <a href="#hours">See all opening hours</a>
      </div>
    </div>
  </div>
</section>`,
    `
.alr2{padding:calc(var(--site-space) * 2) 0;background-color:var(--site-color-background);}
.alr2-box{display:flex;gap:calc(var(--site-space) * 1);padding:calc(var(--site-space) * 1.25) calc(var(--site-space) * 1.5);background-color:#fdf6e7;border-style:solid;border-width:1px 1px 1px 6px;border-color:#e8c77a #e8c77a #e8c77a #b7791f;border-radius:var(--site-radius);}
.alr2-icon{display:flex;align-items:center;justify-content:center;flex-shrink:0;width:2rem;height:2rem;border-radius:50%;background-color:#8a5a14;color:#ffffff;font-weight:800;}
.alr2-title{margin:0.15em 0 0.35em;font-size:1.125rem;}
.alr2-box p{margin:0 0 0.5em;color:#3d3526;}
.alr2-box a{color:#6e4710;font-weight:600;}`,
  ),
  defineBlock(
    'alerts',
    3,
    'Status messages',
    `
<section class="alr3" aria-labelledby="alr3-title">
  <div class="site-container">
    <h2 class="alr3-title" id="alr3-title">Service status</h2>
    <ul class="alr3-list">
      <li class="alr3-item alr3-ok"><strong>Online booking</strong><span>Working normally</span></li>
      <li class="alr3-item alr3-ok"><strong>Customer portal</strong><span>Working normally</span></li>
      <li class="alr3-item alr3-warn"><strong>Phone line</strong><span>Longer waits than usual this morning. Email is quickest.</span></li>
    </ul>
    <p class="alr3-updated">Last updated <time datetime="2025-04-07T09:30">7 April at 9.30 am</time>.</p>
  </div>
</section>`,
    `
.alr3{padding:calc(var(--site-space) * 3) 0;background-color:var(--site-color-surface);}
.alr3-title{font-size:1.5rem;}
.alr3-list{display:grid;gap:calc(var(--site-space) * 0.75);margin:0;padding:0;list-style:none;}
.alr3-item{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0.25em 1em;padding:calc(var(--site-space) * 1) calc(var(--site-space) * 1.25) calc(var(--site-space) * 1) calc(var(--site-space) * 2.5);position:relative;background-color:var(--site-color-background);border-radius:var(--site-radius);border:1px solid rgba(26,34,48,0.1);}
.alr3-item::before{content:"";position:absolute;left:calc(var(--site-space) * 1);top:calc(var(--site-space) * 1.35);width:0.75rem;height:0.75rem;border-radius:50%;}
.alr3-ok::before{background-color:#15803d;}
.alr3-warn::before{background-color:#b7791f;}
.alr3-item span{color:var(--site-color-muted);}
.alr3-warn span{color:#6e4710;font-weight:600;}
.alr3-updated{margin:calc(var(--site-space) * 1) 0 0;font-size:0.875rem;color:var(--site-color-muted);}`,
  ),
];

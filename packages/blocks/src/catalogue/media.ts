import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** Media: large images with captions and media-object lists. Sites embed nothing from other origins. */
export const media = [
  defineBlock(
    'media',
    1,
    'Wide image with a caption',
    `
<section class="med1" aria-label="Featured image">
  <div class="site-container">
    <figure class="med1-figure">
      <img src="${catalogueImage('hero-shapes.svg')}" alt="Abstract composition of a navy circle, a teal arch and soft sand shapes" width="1200" height="800" loading="lazy">
      <figcaption>The new Lumen Ceramics identity, built from the shapes of their best-selling bowls.</figcaption>
    </figure>
  </div>
</section>`,
    `
.med1{padding:calc(var(--site-space) * 3) 0;background-color:var(--site-color-background);}
.med1-figure{margin:0;}
.med1-figure img{width:100%;aspect-ratio:21 / 9;object-fit:cover;border-radius:calc(var(--site-radius) * 2);}
.med1-figure figcaption{margin-top:0.85em;padding-left:0.85em;border-left:3px solid var(--site-color-accent);font-size:0.9375rem;color:var(--site-color-muted);}`,
  ),
  defineBlock(
    'media',
    2,
    'Product screenshot in a frame',
    `
<section class="med2" aria-labelledby="med2-title">
  <div class="site-container">
    <div class="med2-head">
      <h2 class="med2-title" id="med2-title">A dashboard your whole team will understand</h2>
      <p>Every number links back to where it came from, so nobody has to take a chart on trust.</p>
    </div>
    <figure class="med2-frame">
      <img src="${catalogueImage('screen.svg')}" alt="Dashboard with a revenue line chart, weekly bars and a list of open tasks" width="1000" height="640" loading="lazy">
    </figure>
  </div>
</section>`,
    `
.med2{padding:calc(var(--site-space) * 4) 0 0;background:linear-gradient(to bottom, var(--site-color-surface) 70%, var(--site-color-background) 70%);}
.med2-head{max-width:40rem;margin:0 auto calc(var(--site-space) * 2.5);text-align:center;}
.med2-title{font-size:1.75rem;}
.med2-head p{margin:0;color:var(--site-color-muted);font-size:1.0625rem;}
.med2-frame{max-width:60rem;margin:0 auto;padding:calc(var(--site-space) * 0.5);background-color:var(--site-color-background);border:1px solid rgba(26,34,48,0.1);border-radius:calc(var(--site-radius) * 2);box-shadow:0 30px 60px rgba(26,34,48,0.15);}
.med2-frame img{width:100%;border-radius:calc(var(--site-radius) * 1.5);}
@media (min-width: 900px){.med2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'media',
    3,
    'Press mentions with thumbnails',
    `
<section class="med3" aria-labelledby="med3-title">
  <div class="site-container">
    <h2 class="med3-title" id="med3-title">In the press</h2>
    <ul class="med3-list">
      <li class="med3-item">
        <img src="${catalogueImage('work-3.svg')}" alt="" width="800" height="600" loading="lazy">
        <div><p class="med3-source">Design Weekly</p><h3><a href="#press-1">Ten studios changing how small brands look online</a></h3></div>
      </li>
      <li class="med3-item">
        <img src="${catalogueImage('work-6.svg')}" alt="" width="800" height="600" loading="lazy">
        <div><p class="med3-source">The Business Review</p><h3><a href="#press-2">How a four-day week made a studio more productive</a></h3></div>
      </li>
      <li class="med3-item">
        <img src="${catalogueImage('work-5.svg')}" alt="" width="800" height="600" loading="lazy">
        <div><p class="med3-source">Northern Makers podcast</p><h3><a href="#press-3">Episode 42: designing for people, not awards</a></h3></div>
      </li>
    </ul>
  </div>
</section>`,
    `
.med3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.med3-title{margin-bottom:calc(var(--site-space) * 1.5);font-size:1.75rem;}
.med3-list{display:grid;gap:calc(var(--site-space) * 1.25);margin:0;padding:0;list-style:none;}
.med3-item{display:grid;grid-template-columns:96px 1fr;gap:calc(var(--site-space) * 1);align-items:center;padding-bottom:calc(var(--site-space) * 1.25);border-bottom:1px solid rgba(26,34,48,0.12);}
.med3-item img{width:96px;height:72px;object-fit:cover;border-radius:var(--site-radius);}
.med3-source{margin:0 0 0.2em;font-size:0.8125rem;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:var(--site-color-accent);}
.med3-item h3{margin:0;font-size:1.125rem;line-height:1.35;}
.med3-item h3 a{color:var(--site-color-text);text-decoration:none;}
.med3-item h3 a:hover{color:var(--site-color-accent);text-decoration:underline;}
@media (min-width: 900px){.med3-list{grid-template-columns:repeat(3, 1fr);gap:calc(var(--site-space) * 2);}.med3-item{grid-template-columns:1fr;border-bottom:0;}.med3-item img{width:100%;height:auto;aspect-ratio:4 / 3;}}
@media (min-width: 900px){.med3-title{font-size:2.5rem;}}`,
  ),
];

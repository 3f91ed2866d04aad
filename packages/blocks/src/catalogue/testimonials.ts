import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** What clients say, with a name and role beside every quote so it reads as a real person. */
export const testimonials = [
  defineBlock(
    'testimonials',
    1,
    'One large quote with a portrait',
    `
<section class="tes1" aria-labelledby="tes1-title">
  <div class="site-container tes1-inner">
    <h2 class="site-visually-hidden" id="tes1-title">What our clients say</h2>
    <figure class="tes1-figure">
      <blockquote class="tes1-quote">
        <p>They listened more than they talked, and then came back with a website our customers actually enjoy using. Enquiries doubled within two months.</p>
      </blockquote>
      <figcaption class="tes1-caption">
        <img class="tes1-photo" src="${catalogueImage('person-2.svg')}" alt="Portrait of Amira Haddad" width="400" height="400" loading="lazy">
        <span><strong>Amira Haddad</strong><br>Founder, Lumen Ceramics</span>
      </figcaption>
    </figure>
  </div>
</section>`,
    `
.tes1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.tes1-inner{max-width:52rem;}
.tes1-figure{margin:0;text-align:center;}
.tes1-quote{position:relative;margin:0 0 calc(var(--site-space) * 1.75);padding-top:calc(var(--site-space) * 2.5);}
.tes1-quote::before{content:"\\201C";position:absolute;top:-0.2em;left:50%;transform:translateX(-50%);font-family:Georgia, serif;font-size:5rem;line-height:1;color:var(--site-color-accent);}
.tes1-quote p{margin:0;font-family:var(--site-font-heading);font-size:1.25rem;line-height:1.4;font-weight:500;}
.tes1-caption{display:inline-flex;align-items:center;gap:calc(var(--site-space) * 0.9);text-align:left;color:var(--site-color-muted);font-size:0.9375rem;}
.tes1-caption strong{color:var(--site-color-text);}
.tes1-photo{width:56px;height:56px;border-radius:50%;}
@media (min-width: 800px){.tes1{padding:calc(var(--site-space) * 6) 0;}}
@media (min-width: 900px){.tes1-quote p{font-size:1.875rem;}}`,
  ),
  defineBlock(
    'testimonials',
    2,
    'Three quote cards',
    `
<section class="tes2" aria-labelledby="tes2-title">
  <div class="site-container">
    <div class="tes2-head">
      <p class="site-eyebrow">Testimonials</p>
      <h2 class="tes2-title" id="tes2-title">Kind words from people we have worked with</h2>
    </div>
    <ul class="tes2-list">
      <li class="tes2-card">
        <blockquote><p>Clear plans, honest timelines and no surprises on the invoice. The new brand finally looks like the company we have become.</p></blockquote>
        <div class="tes2-person"><img src="${catalogueImage('person-1.svg')}" alt="Portrait of Daniel Okafor" width="400" height="400" loading="lazy"><p><strong>Daniel Okafor</strong><span>Managing director, Fieldstone Builders</span></p></div>
      </li>
      <li class="tes2-card">
        <blockquote><p>Our booking journey went from seven steps to three. Customers noticed straight away, and so did our phone line, which is finally quiet.</p></blockquote>
        <div class="tes2-person"><img src="${catalogueImage('person-4.svg')}" alt="Portrait of Sophie Brennan" width="400" height="400" loading="lazy"><p><strong>Sophie Brennan</strong><span>Operations lead, Brightwater</span></p></div>
      </li>
      <li class="tes2-card">
        <blockquote><p>A rare team that cares about the details and the deadline. We have trusted them with every launch since 2019.</p></blockquote>
        <div class="tes2-person"><img src="${catalogueImage('person-3.svg')}" alt="Portrait of Marcus Lee" width="400" height="400" loading="lazy"><p><strong>Marcus Lee</strong><span>Head of product, Kestrel</span></p></div>
      </li>
    </ul>
  </div>
</section>`,
    `
.tes2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.tes2-head{max-width:36rem;margin-bottom:calc(var(--site-space) * 2.5);}
.tes2-title{font-size:1.75rem;}
.tes2-list{display:grid;gap:calc(var(--site-space) * 1.25);margin:0;padding:0;list-style:none;}
.tes2-card{display:flex;flex-direction:column;justify-content:space-between;padding:calc(var(--site-space) * 1.75);background-color:var(--site-color-surface);border-radius:calc(var(--site-radius) * 1.5);}
.tes2-card blockquote{margin:0 0 calc(var(--site-space) * 1.5);}
.tes2-card blockquote p{margin:0;font-size:1.0625rem;}
.tes2-person{display:flex;align-items:center;gap:0.85em;}
.tes2-person img{width:48px;height:48px;border-radius:50%;flex-shrink:0;}
.tes2-person p{margin:0;font-size:0.9375rem;line-height:1.4;}
.tes2-person span{display:block;color:var(--site-color-muted);font-size:0.875rem;}
@media (min-width: 900px){.tes2-list{grid-template-columns:repeat(3, 1fr);gap:calc(var(--site-space) * 1.5);}}
@media (min-width: 900px){.tes2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'testimonials',
    3,
    'Ratings and quotes on a dark band',
    `
<section class="tes3" aria-labelledby="tes3-title">
  <div class="site-container tes3-inner">
    <div class="tes3-summary">
      <h2 class="tes3-title" id="tes3-title">Rated 4.9 out of 5 by 320 customers</h2>
      <p class="tes3-stars" aria-hidden="true">&#9733;&#9733;&#9733;&#9733;&#9733;</p>
      <p>Reviews collected independently after every finished project.</p>
    </div>
    <div class="tes3-quotes">
      <figure class="tes3-quote">
        <blockquote><p>Friendly, organised and genuinely good at what they do. Our shop looks twice the size online.</p></blockquote>
        <figcaption>Priya Nair, Oakline Interiors</figcaption>
      </figure>
      <figure class="tes3-quote">
        <blockquote><p>We came with a mess of ideas and left with a clear plan and a site we are proud to send people to.</p></blockquote>
        <figcaption>Tom Ashworth, Northwind Cycles</figcaption>
      </figure>
    </div>
  </div>
</section>`,
    `
.tes3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-primary);color:#ffffff;}
.tes3-inner{display:grid;gap:calc(var(--site-space) * 2.5);}
.tes3-title{font-size:1.75rem;color:#ffffff;}
.tes3-stars{margin:0 0 0.5em;font-size:1.75rem;letter-spacing:0.15em;color:#f4c46a;}
.tes3-summary p:last-child{color:rgba(255,255,255,0.82);}
.tes3-quotes{display:grid;gap:calc(var(--site-space) * 1.25);}
.tes3-quote{margin:0;padding:calc(var(--site-space) * 1.5);border:1px solid rgba(255,255,255,0.22);border-radius:calc(var(--site-radius) * 1.5);background-color:rgba(255,255,255,0.06);}
.tes3-quote blockquote{margin:0 0 1em;}
.tes3-quote p{margin:0;font-size:1.0625rem;}
.tes3-quote figcaption{font-size:0.875rem;font-weight:600;color:rgba(255,255,255,0.85);}
@media (min-width: 900px){.tes3-inner{grid-template-columns:1fr 1.6fr;gap:calc(var(--site-space) * 4);align-items:center;}.tes3-quotes{grid-template-columns:1fr 1fr;}}
@media (min-width: 900px){.tes3-title{font-size:2.25rem;}}`,
  ),
];

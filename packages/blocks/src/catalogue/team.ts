import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/** The people behind the business: photos carry each person's name as alt text. */
export const team = [
  defineBlock(
    'team',
    1,
    'Portrait grid',
    `
<section class="tm1" id="team" aria-labelledby="tm1-title">
  <div class="site-container">
    <div class="tm1-head">
      <p class="site-eyebrow">Team</p>
      <h2 class="tm1-title" id="tm1-title">The people you will work with</h2>
    </div>
    <ul class="tm1-grid">
      <li><img src="${catalogueImage('person-1.svg')}" alt="Portrait of Joel Mensah" width="400" height="400" loading="lazy"><h3>Joel Mensah</h3><p>Creative director</p></li>
      <li><img src="${catalogueImage('person-2.svg')}" alt="Portrait of Hana Sato" width="400" height="400" loading="lazy"><h3>Hana Sato</h3><p>Design lead</p></li>
      <li><img src="${catalogueImage('person-3.svg')}" alt="Portrait of Ruairi Walsh" width="400" height="400" loading="lazy"><h3>Ruairi Walsh</h3><p>Lead developer</p></li>
      <li><img src="${catalogueImage('person-4.svg')}" alt="Portrait of Ellie Carter" width="400" height="400" loading="lazy"><h3>Ellie Carter</h3><p>Strategist and writer</p></li>
    </ul>
  </div>
</section>`,
    `
.tm1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.tm1-head{margin-bottom:calc(var(--site-space) * 2);}
.tm1-title{font-size:1.75rem;}
.tm1-grid{display:grid;grid-template-columns:repeat(2, 1fr);gap:calc(var(--site-space) * 1.5) calc(var(--site-space) * 1);margin:0;padding:0;list-style:none;}
.tm1-grid img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:calc(var(--site-radius) * 1.5);margin-bottom:calc(var(--site-space) * 0.75);}
.tm1-grid h3{margin:0;font-size:1.0625rem;}
.tm1-grid p{margin:0;color:var(--site-color-muted);font-size:0.9375rem;}
@media (min-width: 900px){.tm1-grid{grid-template-columns:repeat(4, 1fr);gap:calc(var(--site-space) * 1.5);}}
@media (min-width: 900px){.tm1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'team',
    2,
    'Leadership cards with short biographies',
    `
<section class="tm2" aria-labelledby="tm2-title">
  <div class="site-container">
    <h2 class="tm2-title" id="tm2-title">Leadership</h2>
    <ul class="tm2-list">
      <li class="tm2-card">
        <img src="${catalogueImage('person-5.svg')}" alt="Portrait of Grace Adeyemi" width="400" height="400" loading="lazy">
        <div>
          <h3>Grace Adeyemi</h3>
          <p class="tm2-role">Chief executive</p>
          <p>Grace joined in 2011 and has led the firm since 2018. Before that she ran operations at a steel fabricator for a decade.</p>
          <a href="mailto:grace@example.com">Email Grace</a>
        </div>
      </li>
      <li class="tm2-card">
        <img src="${catalogueImage('person-6.svg')}" alt="Portrait of Oliver Brandt" width="400" height="400" loading="lazy">
        <div>
          <h3>Oliver Brandt</h3>
          <p class="tm2-role">Finance director</p>
          <p>Oliver looks after our clients' funding reviews and our own books. He is a chartered accountant and a keen fell runner.</p>
          <a href="mailto:oliver@example.com">Email Oliver</a>
        </div>
      </li>
    </ul>
  </div>
</section>`,
    `
.tm2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.tm2-title{margin-bottom:calc(var(--site-space) * 2);font-size:1.75rem;}
.tm2-list{display:grid;gap:calc(var(--site-space) * 1.5);margin:0;padding:0;list-style:none;}
.tm2-card{display:grid;grid-template-columns:88px 1fr;gap:calc(var(--site-space) * 1.25);align-items:start;padding:calc(var(--site-space) * 1.5);background-color:var(--site-color-background);border-radius:calc(var(--site-radius) * 1.5);}
.tm2-card img{width:88px;height:88px;border-radius:50%;}
.tm2-card h3{margin:0;font-size:1.25rem;}
.tm2-role{margin:0 0 0.6em;color:var(--site-color-accent);font-weight:600;font-size:0.9375rem;}
.tm2-card p{color:var(--site-color-muted);}
.tm2-card a{font-weight:600;}
@media (min-width: 900px){.tm2-list{grid-template-columns:1fr 1fr;}.tm2-card{grid-template-columns:120px 1fr;padding:calc(var(--site-space) * 2);}.tm2-card img{width:120px;height:120px;}}
@media (min-width: 900px){.tm2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'team',
    3,
    'Founder spotlight',
    `
<section class="tm3" aria-labelledby="tm3-title">
  <div class="site-container tm3-inner">
    <img class="tm3-photo" src="${catalogueImage('person-4.svg')}" alt="Portrait of Rosa Lindqvist" width="400" height="400" loading="lazy">
    <div>
      <p class="site-eyebrow">Meet the founder</p>
      <h2 class="tm3-title" id="tm3-title">Rosa Lindqvist</h2>
      <blockquote class="tm3-quote"><p>I started the studio to do the kind of work I wanted to see more of: honest, useful and made with care.</p></blockquote>
      <p class="tm3-bio">Rosa trained as an architect in Gothenburg before moving into graphic design. She has led projects for museums, universities and more than sixty small businesses.</p>
    </div>
  </div>
</section>`,
    `
.tm3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.tm3-inner{display:grid;gap:calc(var(--site-space) * 2);align-items:center;}
.tm3-photo{width:100%;max-width:360px;aspect-ratio:1;border-radius:calc(var(--site-radius) * 2);}
.tm3-title{font-size:1.75rem;}
.tm3-quote{margin:0 0 calc(var(--site-space) * 1.25);padding-left:calc(var(--site-space) * 1.25);border-left:4px solid var(--site-color-accent);}
.tm3-quote p{margin:0;font-family:var(--site-font-heading);font-size:1.375rem;line-height:1.45;}
.tm3-bio{color:var(--site-color-muted);}
@media (min-width: 900px){.tm3-inner{grid-template-columns:360px 1fr;gap:calc(var(--site-space) * 4);}}
@media (min-width: 900px){.tm3-title{font-size:2.5rem;}}`,
  ),
];

import { defineBlock } from './define-block.js';

/** Separators: quiet breaks between sections. Purely decorative ones are hidden from screen readers. */
export const separators = [
  defineBlock(
    'separators',
    1,
    'Line with a centred ornament',
    `
<section class="sep1" aria-hidden="true">
  <div class="site-container sep1-inner"><span class="sep1-dots"><span></span><span></span><span></span></span></div>
</section>`,
    `
.sep1{padding:calc(var(--site-space) * 2) 0;background-color:var(--site-color-background);}
.sep1-inner{display:flex;align-items:center;gap:calc(var(--site-space) * 1);}
.sep1-inner::before,.sep1-inner::after{content:"";flex:1;height:1px;background-color:rgba(26,34,48,0.18);}
.sep1-dots{display:flex;gap:0.5rem;}
.sep1-dots span{width:6px;height:6px;border-radius:50%;background-color:var(--site-color-accent);}`,
  ),
  defineBlock(
    'separators',
    2,
    'Angled colour band',
    `
<section class="sep2" aria-hidden="true"><div class="sep2-band"></div></section>`,
    `
.sep2{background-color:var(--site-color-background);line-height:0;}
.sep2-band{height:48px;background:linear-gradient(to bottom right, var(--site-color-background) 49.5%, var(--site-color-primary) 50%);}
@media (min-width: 900px){.sep2-band{height:110px;}}`,
  ),
  defineBlock(
    'separators',
    3,
    'Chapter divider with a label',
    `
<section class="sep3" aria-labelledby="sep3-title">
  <div class="site-container sep3-inner">
    <h2 class="sep3-title" id="sep3-title"><span class="sep3-number">02</span> Our process</h2>
  </div>
</section>`,
    `
.sep3{padding:calc(var(--site-space) * 2.5) 0 calc(var(--site-space) * 1);background-color:var(--site-color-background);}
.sep3-inner{display:flex;align-items:center;gap:calc(var(--site-space) * 1);}
.sep3-inner::after{content:"";flex:1;height:2px;background-color:var(--site-color-text);}
.sep3-title{margin:0;font-size:0.875rem;font-weight:700;letter-spacing:0.12em;text-transform:uppercase;white-space:nowrap;}
.sep3-number{color:var(--site-color-accent);margin-right:0.5em;}`,
  ),
];

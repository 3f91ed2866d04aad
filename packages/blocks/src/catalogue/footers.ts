import { defineBlock } from './define-block.js';

/** Site footers (the contentinfo landmark): where people look for contact details and the small print. */
export const footers = [
  defineBlock(
    'footers',
    1,
    'Simple footer with links',
    `
<footer class="ftr1">
  <div class="site-container ftr1-inner">
    <a class="ftr1-brand" href="/">Meridian Studio</a>
    <nav aria-label="Footer">
      <ul class="ftr1-links">
        <li><a href="#about">About</a></li>
        <li><a href="#work">Work</a></li>
        <li><a href="#contact">Contact</a></li>
        <li><a href="#privacy">Privacy</a></li>
      </ul>
    </nav>
    <p class="ftr1-copy">&copy; 2025 Meridian Studio Ltd. All rights reserved.</p>
  </div>
</footer>`,
    `
.ftr1{padding:calc(var(--site-space) * 2) 0;background-color:var(--site-color-background);border-top:1px solid rgba(26,34,48,0.12);font-size:0.9375rem;}
.ftr1-inner{display:flex;flex-direction:column;align-items:flex-start;gap:calc(var(--site-space) * 0.75);}
.ftr1-brand{font-family:var(--site-font-heading);font-weight:700;color:var(--site-color-text);text-decoration:none;}
.ftr1-links{display:flex;flex-wrap:wrap;gap:0.5em calc(var(--site-space) * 1.25);margin:0;padding:0;list-style:none;}
.ftr1-links a{color:var(--site-color-text);}
.ftr1-copy{margin:0;color:var(--site-color-muted);font-size:0.875rem;}
@media (min-width: 800px){.ftr1-inner{flex-direction:row;align-items:center;justify-content:space-between;}}`,
  ),
  defineBlock(
    'footers',
    2,
    'Four columns with contact details',
    `
<footer class="ftr2">
  <div class="site-container">
    <div class="ftr2-grid">
      <div class="ftr2-about">
        <a class="ftr2-brand" href="/">Northgate Partners</a>
        <p>Advisory and technology services for regional manufacturers, since 2004.</p>
      </div>
      <nav class="ftr2-col" aria-labelledby="ftr2-company">
        <h2 class="ftr2-heading" id="ftr2-company">Company</h2>
        <ul><li><a href="#about">About us</a></li><li><a href="#careers">Careers</a></li><li><a href="#news">News</a></li></ul>
      </nav>
      <nav class="ftr2-col" aria-labelledby="ftr2-services">
        <h2 class="ftr2-heading" id="ftr2-services">Solutions</h2>
        <ul><li><a href="#operations">Operations</a></li><li><a href="#digital">Digital systems</a></li><li><a href="#finance">Finance advisory</a></li></ul>
      </nav>
      <div class="ftr2-col">
        <h2 class="ftr2-heading">Contact</h2>
        <address>3 Riverside Court<br>Leeds LS1 4AP<br><a href="mailto:hello@example.com">hello@example.com</a><br><a href="tel:+441132345678">+44 113 234 5678</a></address>
      </div>
    </div>
    <div class="ftr2-bottom">
      <p>&copy; 2025 Northgate Partners LLP. Registered in England and Wales.</p>
      <p><a href="#privacy">Privacy</a> &middot; <a href="#terms">Terms</a></p>
    </div>
  </div>
</footer>`,
    `
.ftr2{padding:calc(var(--site-space) * 3.5) 0 calc(var(--site-space) * 1.5);background-color:var(--site-color-surface);font-size:0.9375rem;}
.ftr2-grid{display:grid;gap:calc(var(--site-space) * 2);}
.ftr2-brand{font-family:var(--site-font-heading);font-size:1.25rem;font-weight:700;color:var(--site-color-text);text-decoration:none;}
.ftr2-about p{margin-top:0.75em;color:var(--site-color-muted);max-width:22em;}
.ftr2-heading{margin-bottom:0.75em;font-size:0.8125rem;font-weight:700;letter-spacing:0.08em;text-transform:uppercase;color:var(--site-color-muted);}
.ftr2-col ul{margin:0;padding:0;list-style:none;}
.ftr2-col li{margin-bottom:0.5em;}
.ftr2-col a{color:var(--site-color-text);}
.ftr2-col address{font-style:normal;line-height:1.8;}
.ftr2-bottom{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0.5em 2em;margin-top:calc(var(--site-space) * 2.5);padding-top:calc(var(--site-space) * 1.25);border-top:1px solid rgba(26,34,48,0.12);font-size:0.875rem;color:var(--site-color-muted);}
.ftr2-bottom p{margin:0;}
.ftr2-bottom a{color:var(--site-color-muted);}
@media (min-width: 640px){.ftr2-grid{grid-template-columns:1fr 1fr;}}
@media (min-width: 1000px){.ftr2-grid{grid-template-columns:1.6fr 1fr 1fr 1.2fr;gap:calc(var(--site-space) * 3);}}`,
  ),
  defineBlock(
    'footers',
    3,
    'Dark footer with a closing invitation',
    `
<footer class="ftr3">
  <div class="site-container">
    <div class="ftr3-top">
      <p class="ftr3-big">Have a project in mind?</p>
      <a class="site-btn site-btn-light" href="mailto:hello@example.com">hello@example.com</a>
    </div>
    <div class="ftr3-bottom">
      <nav aria-label="Footer">
        <ul class="ftr3-links">
          <li><a href="#work">Work</a></li>
          <li><a href="#services">Services</a></li>
          <li><a href="#about">About</a></li>
          <li><a href="#journal">Journal</a></li>
        </ul>
      </nav>
      <p class="ftr3-copy">&copy; 2025 Meridian Studio. Made in Manchester.</p>
    </div>
  </div>
</footer>`,
    `
.ftr3{padding:calc(var(--site-space) * 4) 0 calc(var(--site-space) * 2);background-color:var(--site-color-text);color:#ffffff;}
.ftr3 :focus-visible{outline-color:#ffffff;}
.ftr3-top{display:flex;flex-direction:column;align-items:flex-start;gap:calc(var(--site-space) * 1.25);padding-bottom:calc(var(--site-space) * 3);border-bottom:1px solid rgba(255,255,255,0.2);}
.ftr3-big{margin:0;font-family:var(--site-font-heading);font-size:2rem;font-weight:700;line-height:1.1;letter-spacing:-0.02em;}
.ftr3-bottom{display:flex;flex-direction:column;gap:calc(var(--site-space) * 1);padding-top:calc(var(--site-space) * 1.5);}
.ftr3-links{display:flex;flex-wrap:wrap;gap:0.5em calc(var(--site-space) * 1.5);margin:0;padding:0;list-style:none;}
.ftr3-links a{color:#ffffff;text-decoration:none;font-weight:500;}
.ftr3-links a:hover{text-decoration:underline;}
.ftr3-copy{margin:0;font-size:0.875rem;color:rgba(255,255,255,0.75);}
@media (min-width: 800px){.ftr3-top{flex-direction:row;align-items:center;justify-content:space-between;}.ftr3-bottom{flex-direction:row;justify-content:space-between;align-items:center;}}
@media (min-width: 900px){.ftr3-big{font-size:3.5rem;}}`,
  ),
];

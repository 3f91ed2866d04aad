import { defineBlock } from './define-block.js';

/** Site navigation bars. On phones the links wrap or scroll sideways under the brand: no script needed. */
export const navigations = [
  defineBlock(
    'navigations',
    1,
    'Brand, links and a call to action',
    `
<nav class="nav1" aria-label="Main">
  <div class="site-container nav1-inner">
    <a class="nav1-brand" href="/"><span class="nav1-mark" aria-hidden="true"></span>Meridian Studio</a>
    <ul class="nav1-links">
      <li><a href="/" aria-current="page">Home</a></li>
      <li><a href="#about">About</a></li>
      <li><a href="#services">Services</a></li>
      <li><a href="#work">Work</a></li>
    </ul>
    <a class="site-btn nav1-cta" href="#contact">Get in touch</a>
  </div>
</nav>`,
    `
.nav1{background-color:var(--site-color-background);border-bottom:1px solid rgba(26,34,48,0.1);}
.nav1-inner{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:calc(var(--site-space) * 0.75);padding-top:calc(var(--site-space) * 0.9);padding-bottom:calc(var(--site-space) * 0.9);}
.nav1-brand{display:inline-flex;align-items:center;gap:0.6em;font-family:var(--site-font-heading);font-weight:700;font-size:1rem;white-space:nowrap;color:var(--site-color-text);text-decoration:none;}
.nav1-mark{width:1.4em;height:1.4em;border-radius:50%;background-color:var(--site-color-primary);box-shadow:inset -0.45em 0 0 var(--site-color-accent);}
.nav1-links{order:3;display:flex;flex-wrap:wrap;gap:0 calc(var(--site-space) * 1.25);width:100%;margin:0;padding:0;list-style:none;}
.nav1-links a{display:inline-block;padding:0.4em 0;color:var(--site-color-text);text-decoration:none;font-weight:500;white-space:nowrap;border-bottom:2px solid transparent;}
.nav1-links a:hover,.nav1-links a[aria-current="page"]{border-bottom-color:var(--site-color-accent);}
.nav1-cta{min-height:40px;padding:0.45em 0.85em;font-size:0.875rem;}
@media (min-width: 768px){.nav1-brand{font-size:1.125rem;}.nav1-cta{padding:0.5em 1em;font-size:1rem;}.nav1-links{order:0;width:auto;margin-left:auto;margin-right:calc(var(--site-space) * 1.5);}}`,
  ),
  defineBlock(
    'navigations',
    2,
    'Centred brand over a row of links',
    `
<nav class="nav2" aria-label="Main">
  <div class="site-container nav2-inner">
    <a class="nav2-brand" href="/">Harbour &amp; Pine</a>
    <p class="nav2-tagline">Furniture made slowly, to last</p>
    <ul class="nav2-links">
      <li><a href="/" aria-current="page">Home</a></li>
      <li><a href="#collection">Collection</a></li>
      <li><a href="#workshop">Workshop</a></li>
      <li><a href="#journal">Journal</a></li>
      <li><a href="#visit">Visit us</a></li>
    </ul>
  </div>
</nav>`,
    `
.nav2{background-color:var(--site-color-background);}
.nav2-inner{display:flex;flex-direction:column;align-items:center;padding-top:calc(var(--site-space) * 1.5);text-align:center;}
.nav2-brand{font-family:var(--site-font-heading);font-size:1.75rem;font-weight:700;letter-spacing:0.02em;color:var(--site-color-text);text-decoration:none;}
.nav2-tagline{margin:0.25em 0 calc(var(--site-space) * 1);font-size:0.875rem;color:var(--site-color-muted);}
.nav2-links{display:flex;flex-wrap:wrap;justify-content:center;gap:0.25em calc(var(--site-space) * 1.5);width:100%;margin:0;padding:0.6em 0;list-style:none;border-top:1px solid rgba(26,34,48,0.15);border-bottom:1px solid rgba(26,34,48,0.15);}
.nav2-links a{display:inline-block;padding:0.35em 0.1em;font-size:0.8125rem;font-weight:600;letter-spacing:0.08em;text-transform:uppercase;color:var(--site-color-text);text-decoration:none;}
.nav2-links a:hover,.nav2-links a[aria-current="page"]{color:var(--site-color-accent);}`,
  ),
  defineBlock(
    'navigations',
    3,
    'Dark bar with a contact strip',
    `
<nav class="nav3" aria-label="Main">
  <div class="nav3-strip">
    <div class="site-container nav3-strip-inner">
      <a href="tel:+442071234567">+44 20 7123 4567</a>
      <a href="mailto:hello@example.com">hello@example.com</a>
    </div>
  </div>
  <div class="site-container nav3-inner">
    <a class="nav3-brand" href="/">Northgate <span>Partners</span></a>
    <ul class="nav3-links">
      <li><a href="/" aria-current="page">Home</a></li>
      <li><a href="#solutions">Solutions</a></li>
      <li><a href="#industries">Industries</a></li>
      <li><a href="#careers">Careers</a></li>
      <li><a href="#contact">Contact</a></li>
    </ul>
  </div>
</nav>`,
    `
.nav3{background-color:var(--site-color-primary);color:#ffffff;}
.nav3 :focus-visible{outline-color:#ffffff;}
.nav3-strip{background-color:rgba(0,0,0,0.2);font-size:0.8125rem;}
.nav3-strip-inner{display:flex;justify-content:flex-end;gap:calc(var(--site-space) * 1.25);padding-top:0.4em;padding-bottom:0.4em;}
.nav3-strip a{color:#ffffff;text-decoration:none;opacity:0.9;}
.nav3-strip a:hover{text-decoration:underline;}
.nav3-inner{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:calc(var(--site-space) * 0.5) calc(var(--site-space) * 2);padding-top:calc(var(--site-space) * 1);padding-bottom:calc(var(--site-space) * 1);}
.nav3-brand{font-family:var(--site-font-heading);font-size:1.25rem;font-weight:800;letter-spacing:0.04em;text-transform:uppercase;color:#ffffff;text-decoration:none;}
.nav3-brand span{font-weight:400;}
.nav3-links{display:flex;flex-wrap:wrap;gap:0 calc(var(--site-space) * 1.25);margin:0;padding:0;list-style:none;}
.nav3-links a{display:inline-block;padding:0.4em 0;color:#ffffff;text-decoration:none;font-weight:500;white-space:nowrap;border-bottom:2px solid transparent;}
.nav3-links a:hover,.nav3-links a[aria-current="page"]{border-bottom-color:#ffffff;}`,
  ),
];

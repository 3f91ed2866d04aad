import { defineBlock } from './define-block.js';

/**
 * Cookie notices. Published sites run no scripts and set no tracking cookies, so these say so plainly
 * instead of asking for a consent they do not need; the details open without JavaScript.
 */
export const cookies = [
  defineBlock(
    'cookies',
    1,
    'Slim cookie notice bar',
    `
<section class="ck1" aria-label="Cookie notice">
  <div class="site-container ck1-inner">
    <p class="ck1-text">This site uses no tracking or advertising cookies. We only keep what is needed for the pages to work.</p>
    <a class="site-btn site-btn-light ck1-btn" href="#cookie-policy">Read our cookie policy</a>
  </div>
</section>`,
    `
.ck1{padding:calc(var(--site-space) * 1) 0;background-color:var(--site-color-text);color:#ffffff;}
.ck1 :focus-visible{outline-color:#ffffff;}
.ck1-inner{display:flex;flex-direction:column;align-items:flex-start;gap:calc(var(--site-space) * 0.75);}
.ck1-text{margin:0;font-size:0.9375rem;}
.ck1-btn{min-height:40px;padding:0.45em 1em;font-size:0.9375rem;}
@media (min-width: 800px){.ck1-inner{flex-direction:row;align-items:center;justify-content:space-between;gap:calc(var(--site-space) * 2);}}`,
  ),
  defineBlock(
    'cookies',
    2,
    'Cookie card with details',
    `
<section class="ck2" aria-labelledby="ck2-title">
  <div class="site-container ck2-inner">
    <div class="ck2-card">
      <h2 class="ck2-title" id="ck2-title">About cookies on this site</h2>
      <p>We do not use cookies to follow you around the web. Nothing here is sold or shared.</p>
      <details class="ck2-details">
        <summary>What we store, and why</summary>
        <ul>
          <li><strong>Preferences</strong>: remembers your chosen language for 30 days.</li>
          <li><strong>Security</strong>: protects forms from automated abuse; deleted when you close the browser.</li>
        </ul>
      </details>
      <a class="ck2-link" href="#privacy">Privacy notice</a>
    </div>
  </div>
</section>`,
    `
.ck2{padding:calc(var(--site-space) * 2) 0;background-color:var(--site-color-background);}
.ck2-inner{display:flex;justify-content:flex-start;}
.ck2-card{max-width:26rem;padding:calc(var(--site-space) * 1.5);border:1px solid rgba(26,34,48,0.14);border-radius:calc(var(--site-radius) * 1.5);background-color:var(--site-color-background);box-shadow:0 16px 40px rgba(26,34,48,0.14);font-size:0.9375rem;}
.ck2-title{font-size:1.125rem;}
.ck2-card > p{color:var(--site-color-muted);}
.ck2-details{margin-bottom:calc(var(--site-space) * 0.75);}
.ck2-details summary{font-weight:600;cursor:pointer;color:var(--site-color-text);}
.ck2-details ul{margin:0.75em 0 0;padding-left:1.1em;color:var(--site-color-muted);}
.ck2-details li{margin-bottom:0.35em;}
.ck2-link{font-weight:600;}`,
  ),
  defineBlock(
    'cookies',
    3,
    'Cookie policy table',
    `
<section class="ck3" id="cookie-policy" aria-labelledby="ck3-title">
  <div class="site-container ck3-inner">
    <h2 class="ck3-title" id="ck3-title">Cookie policy</h2>
    <p class="ck3-lead">A cookie is a small file a website stores in your browser. These are the only ones this site may set.</p>
    <div class="ck3-scroll" tabindex="0" role="region" aria-label="Cookies this site may set">
      <table class="ck3-table">
        <thead><tr><th scope="col">Name</th><th scope="col">Purpose</th><th scope="col">Kept for</th></tr></thead>
        <tbody>
          <tr><td>site_lang</td><td>Remembers the language you chose</td><td>30 days</td></tr>
          <tr><td>form_guard</td><td>Stops automated form submissions</td><td>Until you close the browser</td></tr>
        </tbody>
      </table>
    </div>
    <p class="ck3-note">Questions about your data? Email <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>
  </div>
</section>`,
    `
.ck3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.ck3-inner{max-width:48rem;}
.ck3-title{font-size:1.75rem;}
.ck3-lead{color:var(--site-color-muted);}
.ck3-scroll{overflow-x:auto;margin:calc(var(--site-space) * 1.5) 0;}
.ck3-table{width:100%;min-width:480px;border-collapse:collapse;font-size:0.9375rem;}
.ck3-table th,.ck3-table td{padding:0.75em 0.9em;text-align:left;border-bottom:1px solid rgba(26,34,48,0.12);}
.ck3-table th{background-color:var(--site-color-surface);font-weight:700;}
.ck3-table td:first-child{font-family:ui-monospace, Menlo, Consolas, monospace;font-size:0.875rem;}
.ck3-note{color:var(--site-color-muted);font-size:0.9375rem;}
@media (min-width: 900px){.ck3-title{font-size:2.25rem;}}`,
  ),
];

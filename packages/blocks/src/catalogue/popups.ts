import { defineBlock } from './define-block.js';

/**
 * Pop-ups without scripts: a site never runs JavaScript, so these are dialog-styled cards shown in place,
 * or `<details>` panels the visitor opens and closes themselves (keyboard and screen-reader friendly).
 */
export const popups = [
  defineBlock(
    'popups',
    1,
    'Offer card on a dimmed backdrop',
    `
<section class="pop1" aria-labelledby="pop1-title">
  <div class="site-container">
    <div class="pop1-card">
      <p class="pop1-tag">This month only</p>
      <h2 class="pop1-title" id="pop1-title">Your first consultation is free</h2>
      <p class="pop1-text">Book a 45-minute session with one of our advisers before the end of the month and we will waive the fee.</p>
      <div class="pop1-actions">
        <a class="site-btn" href="#contact">Book my free session</a>
        <a class="pop1-secondary" href="#services">Learn more first</a>
      </div>
    </div>
  </div>
</section>`,
    `
.pop1{padding:calc(var(--site-space) * 4) 0;background-color:rgba(26,34,48,0.72);}
.pop1-card{position:relative;max-width:30rem;margin:0 auto;padding:calc(var(--site-space) * 2);background-color:var(--site-color-background);border-radius:calc(var(--site-radius) * 2);box-shadow:0 24px 60px rgba(0,0,0,0.3);text-align:center;}
.pop1-tag{display:inline-block;margin:0 0 1em;padding:0.25em 0.8em;border-radius:999px;background-color:var(--site-color-surface);color:var(--site-color-accent);font-size:0.8125rem;font-weight:700;}
.pop1-title{font-size:1.75rem;}
.pop1-text{color:var(--site-color-muted);}
.pop1-actions{display:flex;flex-direction:column;align-items:center;gap:calc(var(--site-space) * 0.75);margin-top:calc(var(--site-space) * 1.5);}
.pop1-secondary{font-weight:600;}`,
  ),
  defineBlock(
    'popups',
    2,
    'Button that opens a panel',
    `
<section class="pop2" aria-labelledby="pop2-title">
  <div class="site-container pop2-inner">
    <h2 class="pop2-title" id="pop2-title">Need a hand choosing?</h2>
    <p class="pop2-lead">Open the panel for a few quick pointers from our team.</p>
    <details class="pop2-details">
      <summary class="site-btn pop2-summary">Show me some pointers</summary>
      <div class="pop2-panel">
        <h3>Three questions to start with</h3>
        <ol>
          <li>Who is the one customer you most want to reach?</li>
          <li>What should they do after visiting your site?</li>
          <li>Which pages do people ask you about most often?</li>
        </ol>
        <p>Still unsure? <a href="mailto:hello@example.com">Email us</a> and we will suggest a starting point.</p>
      </div>
    </details>
  </div>
</section>`,
    `
.pop2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);text-align:center;}
.pop2-inner{max-width:40rem;}
.pop2-title{font-size:1.5rem;}
.pop2-lead{color:var(--site-color-muted);}
.pop2-details{margin-top:calc(var(--site-space) * 1.25);}
.pop2-summary{list-style:none;}
.pop2-summary::-webkit-details-marker{display:none;}
.pop2-details[open] .pop2-summary{background-color:var(--site-color-text);border-color:var(--site-color-text);}
.pop2-panel{margin-top:calc(var(--site-space) * 1.25);padding:calc(var(--site-space) * 1.75);background-color:var(--site-color-background);border-radius:calc(var(--site-radius) * 1.5);box-shadow:0 18px 40px rgba(26,34,48,0.14);text-align:left;}
.pop2-panel h3{font-size:1.1875rem;}
.pop2-panel ol{margin:0 0 1em;padding-left:1.25em;}
.pop2-panel li{margin-bottom:0.4em;}
.pop2-panel p{margin:0;color:var(--site-color-muted);}
@media (min-width: 900px){.pop2-title{font-size:2.25rem;}}`,
  ),
  defineBlock(
    'popups',
    3,
    'Corner notice card',
    `
<section class="pop3" aria-labelledby="pop3-title">
  <div class="site-container pop3-inner">
    <div class="pop3-card">
      <span class="pop3-dot" aria-hidden="true"></span>
      <div>
        <h2 class="pop3-title" id="pop3-title">We are hiring designers</h2>
        <p>Two new roles in our Manchester studio, hybrid working, four-day week.</p>
        <a class="pop3-link" href="#careers">View the roles</a>
      </div>
    </div>
  </div>
</section>`,
    `
.pop3{padding:calc(var(--site-space) * 2) 0;background-color:var(--site-color-background);}
.pop3-inner{display:flex;justify-content:flex-end;}
.pop3-card{display:flex;gap:calc(var(--site-space) * 1);max-width:24rem;padding:calc(var(--site-space) * 1.25) calc(var(--site-space) * 1.5);background-color:var(--site-color-background);border:1px solid rgba(26,34,48,0.12);border-radius:calc(var(--site-radius) * 1.5);box-shadow:0 16px 40px rgba(26,34,48,0.16);}
.pop3-dot{flex-shrink:0;width:0.75rem;height:0.75rem;margin-top:0.45em;border-radius:50%;background-color:var(--site-color-accent);box-shadow:0 0 0 5px rgba(15,118,110,0.18);}
.pop3-title{margin:0 0 0.3em;font-size:1.0625rem;}
.pop3-card p{margin:0 0 0.5em;font-size:0.9375rem;color:var(--site-color-muted);}
.pop3-link{font-weight:600;font-size:0.9375rem;}`,
  ),
];

import { defineBlock } from './define-block.js';

/**
 * Newsletter sign-ups. A published site has no server of its own, so the form opens the visitor's mail
 * app with the request addressed to the owner; swap the address for your own.
 */
export const subscription = [
  defineBlock(
    'subscription',
    1,
    'Centred newsletter sign-up',
    `
<section class="sub1" aria-labelledby="sub1-title">
  <div class="site-container sub1-inner">
    <h2 class="sub1-title" id="sub1-title">One useful email a month</h2>
    <p class="sub1-lead">Practical ideas on design and growing a small business. No spam, and you can leave whenever you like.</p>
    <form class="sub1-form" data-form-name="Newsletter" data-form-success="Thank you: you are on the list." method="post">
      <label class="site-visually-hidden" for="sub1-email">Email address</label>
      <input class="sub1-input" id="sub1-email" name="email" type="email" autocomplete="email" placeholder="you@example.com" required>
      <button class="site-btn" type="submit">Subscribe</button>
    </form>
    <p class="sub1-note">Join 4,200 readers. We never share your address.</p>
  </div>
</section>`,
    `
.sub1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);text-align:center;}
.sub1-inner{max-width:40rem;}
.sub1-title{font-size:1.75rem;}
.sub1-lead{color:var(--site-color-muted);font-size:1.0625rem;}
.sub1-form{display:flex;flex-direction:column;gap:calc(var(--site-space) * 0.75);margin:calc(var(--site-space) * 1.5) 0 calc(var(--site-space) * 0.75);}
.sub1-input{flex:1;min-height:48px;padding:0.7em 1em;font:inherit;color:var(--site-color-text);background-color:var(--site-color-background);border:1px solid #8792a2;border-radius:var(--site-radius);}
.sub1-note{margin:0;font-size:0.875rem;color:var(--site-color-muted);}
@media (min-width: 560px){.sub1-form{flex-direction:row;}}
@media (min-width: 900px){.sub1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'subscription',
    2,
    'Sign-up band on the primary colour',
    `
<section class="sub2" aria-labelledby="sub2-title">
  <div class="site-container sub2-inner">
    <div>
      <h2 class="sub2-title" id="sub2-title">Get our quarterly industry briefing</h2>
      <p class="sub2-lead">Market figures, regulation changes and case studies, in a ten-minute read.</p>
    </div>
    <form class="sub2-form" data-form-name="Newsletter" data-form-success="Thank you: you are on the list." method="post">
      <label class="sub2-label" for="sub2-email">Work email</label>
      <div class="sub2-row">
        <input class="sub2-input" id="sub2-email" name="email" type="email" autocomplete="email" required>
        <button class="site-btn site-btn-light" type="submit">Sign up</button>
      </div>
    </form>
  </div>
</section>`,
    `
.sub2{padding:calc(var(--site-space) * 3.5) 0;background-color:var(--site-color-primary);color:#ffffff;}
.sub2 :focus-visible{outline-color:#ffffff;}
.sub2-inner{display:grid;gap:calc(var(--site-space) * 1.5);align-items:center;}
.sub2-title{font-size:1.5rem;color:#ffffff;}
.sub2-lead{margin:0;color:rgba(255,255,255,0.85);}
.sub2-label{display:block;margin-bottom:0.4em;font-weight:600;font-size:0.9375rem;}
.sub2-row{display:flex;flex-direction:column;gap:calc(var(--site-space) * 0.75);}
.sub2-input{flex:1;min-height:48px;padding:0.7em 1em;font:inherit;color:var(--site-color-text);background-color:#ffffff;border:2px solid #ffffff;border-radius:var(--site-radius);}
@media (min-width: 560px){.sub2-row{flex-direction:row;}}
@media (min-width: 900px){.sub2-inner{grid-template-columns:1.2fr 1fr;gap:calc(var(--site-space) * 4);}}
@media (min-width: 900px){.sub2-title{font-size:2.125rem;}}`,
  ),
  defineBlock(
    'subscription',
    3,
    'Sign-up card with what readers get',
    `
<section class="sub3" aria-labelledby="sub3-title">
  <div class="site-container">
    <div class="sub3-card">
      <div class="sub3-text">
        <p class="site-eyebrow">Members' letter</p>
        <h2 class="sub3-title" id="sub3-title">Be first to hear about new work</h2>
        <ul class="sub3-list">
          <li>Early access to new collections</li>
          <li>Invitations to open studio days</li>
          <li>A seasonal note from the workshop</li>
        </ul>
      </div>
      <form class="sub3-form" data-form-name="Newsletter" data-form-success="Thank you: you are on the list." method="post">
        <label class="sub3-label" for="sub3-name">First name</label>
        <input class="sub3-input" id="sub3-name" name="name" type="text" autocomplete="given-name">
        <label class="sub3-label" for="sub3-email">Email address</label>
        <input class="sub3-input" id="sub3-email" name="email" type="email" autocomplete="email" required>
        <button class="site-btn sub3-btn" type="submit">Join the letter</button>
      </form>
    </div>
  </div>
</section>`,
    `
.sub3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.sub3-card{display:grid;gap:calc(var(--site-space) * 2);padding:calc(var(--site-space) * 1.75);border-radius:calc(var(--site-radius) * 2);background-color:var(--site-color-surface);border:1px solid rgba(26,34,48,0.08);}
.sub3-title{font-size:1.5rem;}
.sub3-list{margin:0;padding:0;list-style:none;}
.sub3-list li{padding:0.35em 0 0.35em 1.5em;position:relative;}
.sub3-list li::before{content:"";position:absolute;left:0;top:0.85em;width:0.6em;height:0.6em;border-radius:50%;background-color:var(--site-color-accent);}
.sub3-form{display:flex;flex-direction:column;}
.sub3-label{margin-bottom:0.35em;font-weight:600;font-size:0.9375rem;}
.sub3-input{margin-bottom:calc(var(--site-space) * 1);min-height:46px;padding:0.65em 0.9em;font:inherit;color:var(--site-color-text);background-color:var(--site-color-background);border:1px solid #8792a2;border-radius:var(--site-radius);}
.sub3-btn{margin-top:calc(var(--site-space) * 0.25);}
@media (min-width: 900px){.sub3-card{grid-template-columns:1fr 1fr;gap:calc(var(--site-space) * 4);padding:calc(var(--site-space) * 3);align-items:center;}}
@media (min-width: 900px){.sub3-title{font-size:2.25rem;}}`,
  ),
];

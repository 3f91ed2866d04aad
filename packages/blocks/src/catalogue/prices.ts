import { defineBlock } from './define-block.js';

/** Pricing: plans people can compare at a glance; the figures are plain text so they can be edited in place. */
export const prices = [
  defineBlock(
    'prices',
    1,
    'Three plans, the middle one highlighted',
    `
<section class="pri1" aria-labelledby="pri1-title">
  <div class="site-container">
    <div class="pri1-head">
      <p class="site-eyebrow">Pricing</p>
      <h2 class="pri1-title" id="pri1-title">Simple plans that grow with you</h2>
      <p>No setup fees and no long contracts. Change or cancel your plan at any time.</p>
    </div>
    <ul class="pri1-plans">
      <li class="pri1-plan">
        <h3 class="pri1-name">Starter</h3>
        <p class="pri1-price"><strong>£19</strong> a month</p>
        <p class="pri1-desc">For freelancers and very small teams getting organised.</p>
        <ul class="pri1-features"><li>Up to 3 people</li><li>10 active projects</li><li>Email support</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="#contact">Choose Starter</a>
      </li>
      <li class="pri1-plan pri1-plan-featured">
        <p class="pri1-badge">Most popular</p>
        <h3 class="pri1-name">Studio</h3>
        <p class="pri1-price"><strong>£49</strong> a month</p>
        <p class="pri1-desc">For growing studios that share work with clients.</p>
        <ul class="pri1-features"><li>Up to 15 people</li><li>Unlimited projects</li><li>Client sharing and approvals</li><li>Priority support</li></ul>
        <a class="site-btn pri1-btn" href="#contact">Choose Studio</a>
      </li>
      <li class="pri1-plan">
        <h3 class="pri1-name">Company</h3>
        <p class="pri1-price"><strong>£129</strong> a month</p>
        <p class="pri1-desc">For organisations with several teams and stricter needs.</p>
        <ul class="pri1-features"><li>Unlimited people</li><li>Single sign-on</li><li>A named account manager</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="#contact">Talk to us</a>
      </li>
    </ul>
  </div>
</section>`,
    `
.pri1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.pri1-head{max-width:38rem;margin:0 auto calc(var(--site-space) * 2.5);text-align:center;}
.pri1-title{font-size:1.75rem;}
.pri1-head p:last-child{color:var(--site-color-muted);}
.pri1-plans{display:grid;gap:calc(var(--site-space) * 1.25);margin:0;padding:0;list-style:none;}
.pri1-plan{position:relative;display:flex;flex-direction:column;padding:calc(var(--site-space) * 2);background-color:var(--site-color-background);border:1px solid rgba(26,34,48,0.12);border-radius:calc(var(--site-radius) * 1.5);}
.pri1-plan-featured{border:2px solid var(--site-color-primary);box-shadow:0 18px 40px rgba(30,58,95,0.14);}
.pri1-badge{position:absolute;top:0;right:calc(var(--site-space) * 1.5);transform:translateY(-50%);margin:0;padding:0.25em 0.75em;border-radius:999px;background-color:var(--site-color-primary);color:#ffffff;font-size:0.75rem;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;}
.pri1-name{font-size:1.25rem;margin-bottom:0.25em;}
.pri1-price{margin:0 0 0.5em;color:var(--site-color-muted);}
.pri1-price strong{font-family:var(--site-font-heading);font-size:2.5rem;color:var(--site-color-text);letter-spacing:-0.02em;}
.pri1-desc{color:var(--site-color-muted);font-size:0.9375rem;}
.pri1-features{flex:1;margin:0 0 calc(var(--site-space) * 1.5);padding:calc(var(--site-space) * 1) 0 0;list-style:none;border-top:1px solid rgba(26,34,48,0.1);}
.pri1-features li{position:relative;padding:0.3em 0 0.3em 1.6em;}
.pri1-features li::before{content:"";position:absolute;left:0.2em;top:0.75em;width:0.7em;height:0.4em;border-left:2px solid var(--site-color-accent);border-bottom:2px solid var(--site-color-accent);transform:rotate(-45deg);}
.pri1-btn{width:100%;}
@media (min-width: 900px){.pri1-plans{grid-template-columns:repeat(3, 1fr);align-items:stretch;}}
@media (min-width: 900px){.pri1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'prices',
    2,
    'Plan comparison table',
    `
<section class="pri2" aria-labelledby="pri2-title">
  <div class="site-container">
    <h2 class="pri2-title" id="pri2-title">Compare plans</h2>
    <p class="pri2-lead">Every plan includes hosting, backups and a secure connection. Prices exclude VAT.</p>
    <div class="pri2-scroll" tabindex="0" role="region" aria-label="Plan comparison, scrolls sideways on small screens">
      <table class="pri2-table">
        <caption class="site-visually-hidden">What each plan includes</caption>
        <thead>
          <tr><th scope="col">Feature</th><th scope="col">Basic<span>£9 a month</span></th><th scope="col">Plus<span>£24 a month</span></th><th scope="col">Pro<span>£59 a month</span></th></tr>
        </thead>
        <tbody>
          <tr><th scope="row">Pages</th><td>10</td><td>50</td><td>Unlimited</td></tr>
          <tr><th scope="row">Custom domain</th><td>Yes</td><td>Yes</td><td>Yes</td></tr>
          <tr><th scope="row">Team members</th><td>1</td><td>5</td><td>25</td></tr>
          <tr><th scope="row">Storage</th><td>2 GB</td><td>20 GB</td><td>200 GB</td></tr>
          <tr><th scope="row">Support</th><td>Email</td><td>Email and chat</td><td>Phone, within 1 hour</td></tr>
        </tbody>
      </table>
    </div>
    <p class="pri2-foot"><a class="site-btn" href="#contact">Start with any plan</a></p>
  </div>
</section>`,
    `
.pri2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.pri2-title{font-size:1.75rem;}
.pri2-lead{color:var(--site-color-muted);margin-bottom:calc(var(--site-space) * 2);}
.pri2-scroll{overflow-x:auto;border:1px solid rgba(26,34,48,0.12);border-radius:var(--site-radius);}
.pri2-table{width:100%;min-width:560px;border-collapse:collapse;font-size:0.9375rem;}
.pri2-table th,.pri2-table td{padding:0.9em 1em;text-align:left;border-bottom:1px solid rgba(26,34,48,0.1);}
.pri2-table thead th{background-color:var(--site-color-surface);font-family:var(--site-font-heading);font-size:1.0625rem;vertical-align:bottom;}
.pri2-table thead th span{display:block;font-family:var(--site-font-body);font-size:0.875rem;font-weight:400;color:var(--site-color-muted);}
.pri2-table tbody th{font-weight:600;}
.pri2-table tbody tr:last-child th,.pri2-table tbody tr:last-child td{border-bottom:0;}
.pri2-table td:nth-child(3),.pri2-table th:nth-child(3){background-color:rgba(15,118,110,0.06);}
.pri2-foot{margin:calc(var(--site-space) * 2) 0 0;}
@media (min-width: 900px){.pri2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'prices',
    3,
    'One plan, everything included',
    `
<section class="pri3" aria-labelledby="pri3-title">
  <div class="site-container pri3-inner">
    <div class="pri3-text">
      <p class="site-eyebrow">One price</p>
      <h2 class="pri3-title" id="pri3-title">Everything you need, nothing you have to unpick later</h2>
      <p>We do not do tiers. Every client gets the whole service, a senior team and a fixed monthly fee agreed before we start.</p>
    </div>
    <div class="pri3-card">
      <h3 class="pri3-name">Monthly partnership</h3>
      <p class="pri3-price"><strong>£2,400</strong> a month</p>
      <ul class="pri3-list">
        <li>Strategy, design and development</li>
        <li>Two working days every week</li>
        <li>Monthly results review</li>
        <li>Pause or stop with 30 days' notice</li>
      </ul>
      <a class="site-btn pri3-btn" href="#contact">Book an introductory call</a>
    </div>
  </div>
</section>`,
    `
.pri3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.pri3-inner{display:grid;gap:calc(var(--site-space) * 2.5);align-items:center;}
.pri3-title{font-size:1.75rem;}
.pri3-text p:last-child{color:var(--site-color-muted);font-size:1.0625rem;}
.pri3-card{padding:calc(var(--site-space) * 2);background-color:var(--site-color-primary);color:#ffffff;border-radius:calc(var(--site-radius) * 2);}
.pri3-card :focus-visible{outline-color:#ffffff;}
.pri3-name{font-size:1.125rem;font-weight:600;color:rgba(255,255,255,0.9);}
.pri3-price{margin:0 0 calc(var(--site-space) * 1.25);color:rgba(255,255,255,0.85);}
.pri3-price strong{font-family:var(--site-font-heading);font-size:2.5rem;color:#ffffff;letter-spacing:-0.02em;}
.pri3-list{margin:0 0 calc(var(--site-space) * 1.75);padding:0;list-style:none;}
.pri3-list li{padding:0.55em 0;border-top:1px solid rgba(255,255,255,0.2);}
.pri3-btn{width:100%;background-color:#ffffff;border-color:#ffffff;color:var(--site-color-primary);}
.pri3-btn:hover{background-color:transparent;color:#ffffff;border-color:#ffffff;}
@media (min-width: 900px){.pri3-price strong{font-size:3rem;}.pri3-inner{grid-template-columns:1.2fr 1fr;gap:calc(var(--site-space) * 4);}.pri3-card{padding:calc(var(--site-space) * 2.5);}}
@media (min-width: 900px){.pri3-title{font-size:2.5rem;}}`,
  ),
];

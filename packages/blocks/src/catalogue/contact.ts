import { catalogueImage } from '../assets.js';
import { defineBlock } from './define-block.js';

/**
 * Contact sections. Published sites run no scripts; their forms are plain HTML forms that post to the site's own
 * inbox (docs/product.md § Site forms), with mail and phone links beside them.
 */
export const contact = [
  defineBlock(
    'contact',
    1,
    'Three ways to get in touch',
    `
<section class="con1" id="contact" aria-labelledby="con1-title">
  <div class="site-container">
    <div class="con1-head">
      <h2 class="con1-title" id="con1-title">Let's talk about your project</h2>
      <p>We answer every message within one working day.</p>
    </div>
    <ul class="con1-cards">
      <li class="con1-card">
        <h3>Email</h3>
        <p>Send a short brief, a link or just a hello.</p>
        <a href="mailto:hello@example.com">hello@example.com</a>
      </li>
      <li class="con1-card">
        <h3>Phone</h3>
        <p>Monday to Friday, 9 am to 5.30 pm.</p>
        <a href="tel:+442071234567">+44 20 7123 4567</a>
      </li>
      <li class="con1-card">
        <h3>Studio</h3>
        <p>14 Canal Street, Manchester M1 3HE. Visits by appointment.</p>
        <a href="#directions">Get directions</a>
      </li>
    </ul>
  </div>
</section>`,
    `
.con1{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.con1-head{max-width:36rem;margin-bottom:calc(var(--site-space) * 2);}
.con1-title{font-size:1.75rem;}
.con1-head p{color:var(--site-color-muted);font-size:1.0625rem;}
.con1-cards{display:grid;gap:calc(var(--site-space) * 1);margin:0;padding:0;list-style:none;}
.con1-card{padding:calc(var(--site-space) * 1.75);background-color:var(--site-color-surface);border-radius:calc(var(--site-radius) * 1.5);border-top:4px solid var(--site-color-accent);}
.con1-card h3{font-size:1.125rem;}
.con1-card p{color:var(--site-color-muted);font-size:0.9375rem;}
.con1-card a{font-weight:600;word-break:break-word;}
@media (min-width: 800px){.con1-cards{grid-template-columns:repeat(3, 1fr);gap:calc(var(--site-space) * 1.5);}}
@media (min-width: 900px){.con1-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'contact',
    2,
    'Enquiry form beside the contact details',
    `
<section class="con2" id="enquiry" aria-labelledby="con2-title">
  <div class="site-container con2-inner">
    <div class="con2-details">
      <p class="site-eyebrow">Contact</p>
      <h2 class="con2-title" id="con2-title">Tell us what you need</h2>
      <p>Share a few details and we will get back to you within one working day. Prefer to call? We are happy to chat.</p>
      <dl class="con2-list">
        <div><dt>Email</dt><dd><a href="mailto:hello@example.com">hello@example.com</a></dd></div>
        <div><dt>Phone</dt><dd><a href="tel:+442071234567">+44 20 7123 4567</a></dd></div>
        <div><dt>Hours</dt><dd>Monday to Friday, 9 am to 5.30 pm</dd></div>
      </dl>
    </div>
    <form class="con2-form" data-form-name="Contact" data-form-success="Thank you: we will get back to you within one working day." method="post">
      <label class="con2-label" for="con2-name">Your name</label>
      <input class="con2-input" id="con2-name" name="name" type="text" autocomplete="name" required>
      <label class="con2-label" for="con2-email">Email address</label>
      <input class="con2-input" id="con2-email" name="email" type="email" autocomplete="email" required>
      <label class="con2-label" for="con2-message">How can we help?</label>
      <textarea class="con2-input con2-textarea" id="con2-message" name="message" rows="5" required></textarea>
      <button class="site-btn con2-submit" type="submit">Send message</button>
    </form>
  </div>
</section>`,
    `
.con2{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-surface);}
.con2-inner{display:grid;gap:calc(var(--site-space) * 2.5);}
.con2-title{font-size:1.75rem;}
.con2-details > p{color:var(--site-color-muted);}
.con2-list{margin:calc(var(--site-space) * 1.5) 0 0;}
.con2-list div{padding:0.75em 0;border-top:1px solid rgba(26,34,48,0.12);}
.con2-list dt{font-size:0.8125rem;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:var(--site-color-muted);}
.con2-list dd{margin:0.15em 0 0;}
.con2-form{display:flex;flex-direction:column;padding:calc(var(--site-space) * 1.75);background-color:var(--site-color-background);border-radius:calc(var(--site-radius) * 1.5);box-shadow:0 12px 32px rgba(26,34,48,0.08);}
.con2-label{margin:0 0 0.35em;font-weight:600;font-size:0.9375rem;}
.con2-input{width:100%;margin-bottom:calc(var(--site-space) * 1.1);padding:0.7em 0.85em;font:inherit;color:var(--site-color-text);background-color:var(--site-color-background);border:1px solid #8792a2;border-radius:var(--site-radius);}
.con2-input:focus-visible{outline-offset:0;border-color:var(--site-color-accent);}
.con2-textarea{resize:vertical;min-height:8rem;}
.con2-submit{align-self:flex-start;}
@media (min-width: 900px){.con2-inner{grid-template-columns:1fr 1.2fr;gap:calc(var(--site-space) * 4);align-items:start;}.con2-form{padding:calc(var(--site-space) * 2.5);}}
@media (min-width: 900px){.con2-title{font-size:2.5rem;}}`,
  ),
  defineBlock(
    'contact',
    3,
    'Map, address and opening hours',
    `
<section class="con3" id="visit" aria-labelledby="con3-title">
  <div class="site-container con3-inner">
    <img class="con3-map" src="${catalogueImage('map.svg')}" alt="Map showing our office near the river, two streets north of the station" width="800" height="500" loading="lazy">
    <div class="con3-info">
      <h2 class="con3-title" id="con3-title">Visit our office</h2>
      <address class="con3-address">
        Northgate Partners<br>
        3 Riverside Court<br>
        Leeds LS1 4AP
      </address>
      <h3 class="con3-sub">Opening hours</h3>
      <dl class="con3-hours">
        <div><dt>Monday to Thursday</dt><dd>8.30 am to 6 pm</dd></div>
        <div><dt>Friday</dt><dd>8.30 am to 4 pm</dd></div>
        <div><dt>Weekends</dt><dd>Closed</dd></div>
      </dl>
      <a class="site-btn site-btn-ghost" href="tel:+441132345678">Call reception</a>
    </div>
  </div>
</section>`,
    `
.con3{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.con3-inner{display:grid;gap:calc(var(--site-space) * 2);align-items:center;}
.con3-map{width:100%;border-radius:calc(var(--site-radius) * 1.5);border:1px solid rgba(26,34,48,0.1);}
.con3-title{font-size:1.75rem;}
.con3-address{font-style:normal;font-size:1.0625rem;margin-bottom:calc(var(--site-space) * 1.5);}
.con3-sub{font-size:1rem;margin-bottom:0.5em;}
.con3-hours{margin:0 0 calc(var(--site-space) * 1.5);}
.con3-hours div{display:flex;justify-content:space-between;gap:1em;padding:0.5em 0;border-bottom:1px dashed rgba(26,34,48,0.2);font-size:0.9375rem;}
.con3-hours dd{margin:0;color:var(--site-color-muted);text-align:right;}
@media (min-width: 900px){.con3-inner{grid-template-columns:1.3fr 1fr;gap:calc(var(--site-space) * 4);}}
@media (min-width: 900px){.con3-title{font-size:2.25rem;}}`,
  ),
  defineBlock(
    'contact',
    4,
    'Enquiry form with every kind of field',
    `
<section class="con4" id="enquire" aria-labelledby="con4-title">
  <div class="site-container con4-inner">
    <h2 class="con4-title" id="con4-title">Start a project with us</h2>
    <p class="con4-lead">Tell us a little about it. Fields marked * are required.</p>
    <form class="con4-form" data-form-name="Enquiry" data-form-success="Thank you: your enquiry is with us and we will reply soon." method="post">
      <label class="con4-label" for="con4-name">Your name *</label>
      <input class="con4-input" id="con4-name" name="name" type="text" autocomplete="name" required>
      <label class="con4-label" for="con4-email">Email address *</label>
      <input class="con4-input" id="con4-email" name="email" type="email" autocomplete="email" required>
      <label class="con4-label" for="con4-phone">Phone</label>
      <input class="con4-input" id="con4-phone" name="phone" type="tel" autocomplete="tel">
      <label class="con4-label" for="con4-topic">What is it about?</label>
      <select class="con4-input" id="con4-topic" name="topic">
        <option value="New website">New website</option>
        <option value="Redesign">Redesign</option>
        <option value="Something else">Something else</option>
      </select>
      <label class="con4-label" for="con4-message">Your message *</label>
      <textarea class="con4-input con4-textarea" id="con4-message" name="message" rows="5" required></textarea>
      <div class="con4-check"><input id="con4-consent" type="checkbox" name="consent" required><label for="con4-consent">I agree that you keep these details to answer me *</label></div>
      <button class="site-btn con4-submit" type="submit">Send enquiry</button>
    </form>
  </div>
</section>`,
    `
.con4{padding:calc(var(--site-space) * 4) 0;background-color:var(--site-color-background);}
.con4-inner{max-width:40rem;}
.con4-title{font-size:1.75rem;}
.con4-lead{color:var(--site-color-muted);}
.con4-form{display:flex;flex-direction:column;margin-top:calc(var(--site-space) * 1.5);}
.con4-label{margin:0 0 0.35em;font-weight:600;font-size:0.9375rem;}
.con4-input{width:100%;margin-bottom:calc(var(--site-space) * 1.1);padding:0.7em 0.85em;font:inherit;color:var(--site-color-text);background-color:var(--site-color-background);border:1px solid #8792a2;border-radius:var(--site-radius);}
.con4-input:focus-visible{outline-offset:0;border-color:var(--site-color-accent);}
.con4-textarea{resize:vertical;min-height:8rem;}
.con4-check{display:flex;gap:0.6em;align-items:flex-start;margin-bottom:calc(var(--site-space) * 1.25);font-size:0.9375rem;}
.con4-check input{margin-top:0.3em;}
.con4-submit{align-self:flex-start;}
@media (min-width: 900px){.con4-title{font-size:2.25rem;}}`,
  ),
];

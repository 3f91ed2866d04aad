import { catalogueImage } from '../assets.js';
import { buildTemplate, customSection, fromBlock } from './compose.js';

/** Landing page starter: a product launch page for a household planning app, named by its maker ({{site-name}}). */
const nav = customSection(
  'navigations-1',
  `
<nav class="nav1" aria-label="Main">
  <div class="site-container nav1-inner">
    <a class="nav1-brand" href="/"><span class="nav1-mark" aria-hidden="true"></span>{{site-name}}</a>
    <ul class="nav1-links">
      <li><a href="/">Product</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="/help">Help</a></li>
    </ul>
    <a class="site-btn nav1-cta" href="/pricing">Try it free</a>
  </div>
</nav>`,
);

const footer = fromBlock('footers-1', [
  [
    '<li><a href="#about">About</a></li>\n        <li><a href="#work">Work</a></li>\n        <li><a href="#contact">Contact</a></li>\n        <li><a href="#privacy">Privacy</a></li>',
    '<li><a href="/pricing">Pricing</a></li>\n        <li><a href="/help">Help</a></li>\n        <li><a href="mailto:hello@example.com">hello@example.com</a></li>',
  ],
]);

const hero = customSection(
  'headers-2',
  `
<header class="hdr2">
  <div class="site-container hdr2-inner">
    <p class="hdr2-eyebrow">The shared planner for busy households</p>
    <h1 class="hdr2-title">Chores, meals and plans, sorted in one place</h1>
    <p class="hdr2-lead">One calm list the whole family can see: who is cooking tonight, who walks the dog and what needs buying before Saturday.</p>
    <div class="hdr2-actions">
      <a class="site-btn site-btn-light" href="/pricing">Start free for 30 days</a>
      <a class="hdr2-link" href="#how-it-works">See how it works</a>
    </div>
    <ul class="hdr2-figures">
      <li><strong>3 hrs</strong><span>saved by a family each week</span></li>
      <li><strong>5 min</strong><span>to set up the whole house</span></li>
      <li><strong>4.8 / 5</strong><span>average app rating</span></li>
    </ul>
  </div>
</header>`,
);

const product = customSection(
  'media-2',
  `
<section class="med2" aria-labelledby="med2-title">
  <div class="site-container">
    <div class="med2-head">
      <h2 class="med2-title" id="med2-title">Everything the house needs to know, on one screen</h2>
      <p>The week's meals, chores and appointments, with a shopping list that writes itself.</p>
    </div>
    <figure class="med2-frame">
      <img src="${catalogueImage('screen.svg')}" alt="The planner showing the week's chores as bars, a meal chart and a shopping list" width="1000" height="640" loading="lazy">
    </figure>
  </div>
</section>`,
);

const features = customSection(
  'benefits-1',
  `
<section class="ben1" aria-labelledby="ben1-title">
  <div class="site-container">
    <h2 class="ben1-title" id="ben1-title">Less nagging, more evenings</h2>
    <ul class="ben1-grid">
      <li><span class="ben1-icon ben1-icon-people" aria-hidden="true"></span><h3>Fair shares</h3><p>Chores rotate automatically, and everyone can see who did what this week.</p></li>
      <li><span class="ben1-icon ben1-icon-clock" aria-hidden="true"></span><h3>Gentle reminders</h3><p>A nudge at the right moment, not a buzz every hour. Quiet hours are built in.</p></li>
      <li><span class="ben1-icon ben1-icon-price" aria-hidden="true"></span><h3>Meals that plan themselves</h3><p>Pick the week's dinners and the ingredients land on the shopping list.</p></li>
    </ul>
  </div>
</section>`,
);

const steps = fromBlock('descriptions-3', [
  ['Three steps from first conversation to a finished result.', 'Set up in five minutes, on any phone or computer.'],
  [
    '<h3>Tell us about your goals</h3><p>A free, 30-minute call to understand what you need and whether we are the right fit.</p>',
    "<h3>Invite the household</h3><p>Send a link by text or email. Children can join with a parent's permission.</p>",
  ],
  [
    '<h3>Get a clear proposal</h3><p>Within a week you receive a plan with a timeline, a fixed price and the people involved.</p>',
    '<h3>Add the regulars</h3><p>Bins on Tuesday, swimming on Thursday, pizza on Friday. Set them once.</p>',
  ],
  [
    '<h3>Work together, then launch</h3><p>Weekly check-ins keep things moving. After launch we stay on hand for the first month.</p>',
    '<h3>Let the week run itself</h3><p>Everyone gets their own list each morning, and the fridge screen shows the rest.</p>',
  ],
]);

const reviews = customSection(
  'testimonials-3',
  `
<section class="tes3" aria-labelledby="tes3-title">
  <div class="site-container tes3-inner">
    <div class="tes3-summary">
      <h2 class="tes3-title" id="tes3-title">Rated 4.8 out of 5 by 12,000 households</h2>
      <p class="tes3-stars" aria-hidden="true">&#9733;&#9733;&#9733;&#9733;&#9733;</p>
      <p>Average of app store reviews this year.</p>
    </div>
    <div class="tes3-quotes">
      <figure class="tes3-quote">
        <blockquote><p>Our teenagers empty the dishwasher without being asked. I did not think that was possible.</p></blockquote>
        <figcaption>Priya, parent of three</figcaption>
      </figure>
      <figure class="tes3-quote">
        <blockquote><p>Four flatmates, zero arguments about the bins since March. It paid for itself in the first week.</p></blockquote>
        <figcaption>Tom, shared house in Leeds</figcaption>
      </figure>
    </div>
  </div>
</section>`,
);

const startCall = fromBlock('actions-1', [
  ['Ready to make your next launch the easy one?', 'Give your household its evenings back'],
  [
    'Tell us where you are and where you want to be. We will reply with honest advice, even if that means we are not the right fit.',
    'Free for 30 days, no card needed. Keep the free plan for as long as you like.',
  ],
  ['href="#contact">Start a conversation', 'href="/pricing">Start free'],
  ['href="#work">Browse our work', 'href="/help">Read the questions'],
]);

const pricingTitle = fromBlock('inner-2', [
  ['About us', 'Pricing'],
  ['A small team with a long memory for detail', 'One household, one simple price'],
  [
    'Founded in 2012, we have helped more than 180 businesses look as good as the work they do.',
    'Start free. Upgrade when the family wants more, and cancel from the app at any time.',
  ],
]);

const plans = customSection(
  'prices-1',
  `
<section class="pri1" aria-labelledby="pri1-title">
  <div class="site-container">
    <div class="pri1-head">
      <p class="site-eyebrow">Plans</p>
      <h2 class="pri1-title" id="pri1-title">Pick the plan that fits your house</h2>
      <p>Every plan works on phones, tablets, computers and the fridge screen.</p>
    </div>
    <ul class="pri1-plans">
      <li class="pri1-plan">
        <h3 class="pri1-name">Free</h3>
        <p class="pri1-price"><strong>£0</strong> for ever</p>
        <p class="pri1-desc">For couples and small flats getting organised.</p>
        <ul class="pri1-features"><li>Up to 2 people</li><li>Shared chores and lists</li><li>Reminders</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="mailto:hello@example.com?subject=Free%20plan">Start free</a>
      </li>
      <li class="pri1-plan pri1-plan-featured">
        <p class="pri1-badge">Most popular</p>
        <h3 class="pri1-name">Family</h3>
        <p class="pri1-price"><strong>£4</strong> a month</p>
        <p class="pri1-desc">Everything a busy household needs.</p>
        <ul class="pri1-features"><li>Up to 8 people</li><li>Meal planner and shopping list</li><li>Chore rotas and rewards</li><li>Shared calendar</li></ul>
        <a class="site-btn pri1-btn" href="mailto:hello@example.com?subject=Family%20plan">Try Family free for 30 days</a>
      </li>
      <li class="pri1-plan">
        <h3 class="pri1-name">Shared house</h3>
        <p class="pri1-price"><strong>£6</strong> a month</p>
        <p class="pri1-desc">For flatshares that split bills as well as chores.</p>
        <ul class="pri1-features"><li>Up to 12 people</li><li>Bill splitting</li><li>House rules and notices</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="mailto:hello@example.com?subject=Shared%20house%20plan">Try Shared house</a>
      </li>
    </ul>
  </div>
</section>`,
);

const helpTitle = customSection(
  'inner-1',
  `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="/help" aria-current="page">Help</a></li></ol>
    </nav>
    <h1 class="inn1-title">Help and questions</h1>
    <p class="inn1-lead">Quick answers to what people ask most. A real person reads every email.</p>
  </div>
</header>`,
);

const questions = customSection(
  'panels-3',
  `
<section class="pnl3" aria-labelledby="pnl3-title">
  <div class="site-container pnl3-inner">
    <div>
      <h2 class="pnl3-title" id="pnl3-title">Frequently asked</h2>
      <p class="pnl3-lead">Cannot find an answer? <a href="mailto:hello@example.com">Email us</a> and we will reply within a day.</p>
    </div>
    <div class="pnl3-list">
      <details class="pnl3-item" open>
        <summary>Does it work on every phone?</summary>
        <p>Yes: iPhone, Android and any web browser. Changes appear on every device within a second.</p>
      </details>
      <details class="pnl3-item">
        <summary>Is our family's data private?</summary>
        <p>Your lists are stored in the UK, encrypted, and never sold or shown to advertisers. You can export or delete everything at any time.</p>
      </details>
      <details class="pnl3-item">
        <summary>Can children use it?</summary>
        <p>Children under 13 join through a parent's account, with no email address needed and no chat with strangers.</p>
      </details>
      <details class="pnl3-item">
        <summary>How do I cancel?</summary>
        <p>From the app's settings, in two taps. You keep the free plan and all your lists.</p>
      </details>
    </div>
  </div>
</section>`,
);

const support = customSection(
  'contact-1',
  `
<section class="con1" aria-labelledby="con1-title">
  <div class="site-container">
    <div class="con1-head">
      <h2 class="con1-title" id="con1-title">Still stuck?</h2>
      <p>We answer every message within one working day.</p>
    </div>
    <ul class="con1-cards">
      <li class="con1-card">
        <h3>Email</h3>
        <p>Tell us what happened and which device you use.</p>
        <a href="mailto:hello@example.com">hello@example.com</a>
      </li>
      <li class="con1-card">
        <h3>Getting started guide</h3>
        <p>Five short steps to set up the house, with pictures.</p>
        <a href="/help">Read the guide</a>
      </li>
      <li class="con1-card">
        <h3>Status</h3>
        <p>Everything is running normally. We post any outage here first.</p>
        <a href="mailto:hello@example.com?subject=Status%20updates">Get status emails</a>
      </li>
    </ul>
  </div>
</section>`,
);

export const landingTemplate = buildTemplate('landing', [
  {
    name: 'Home',
    path: '/',
    title: '{{site-name}} | The shared planner for busy households',
    description:
      '{{site-name}} keeps chores, meals and plans in one list the whole household can see. Free for 30 days, no card needed.',
    keywords: 'family planner, chores app, meal planner, shared shopping list',
    sections: [nav, hero, product, reviews, features, steps, startCall, footer],
  },
  {
    name: 'Pricing',
    path: '/pricing',
    title: 'Pricing | {{site-name}}',
    description: 'Free, Family and Shared house plans for {{site-name}}. Start free and cancel at any time.',
    keywords: 'pricing, plans, family plan',
    sections: [nav, pricingTitle, plans, reviews, footer],
  },
  {
    name: 'Help',
    path: '/help',
    title: 'Help | {{site-name}}',
    description: 'Answers to common questions about {{site-name}}, and how to reach a real person.',
    keywords: 'help, questions, support, privacy',
    sections: [nav, helpTitle, questions, support, footer],
  },
]);

import { catalogueImage } from '../assets.js';
import { buildTemplate, customSection, fromBlock } from './compose.js';

/** Event starter: a one-day festival of making and small business, named by its organiser ({{site-name}}). */
const nav = customSection(
  'navigations-1',
  `
<nav class="nav1" aria-label="Main">
  <div class="site-container nav1-inner">
    <a class="nav1-brand" href="/"><span class="nav1-mark" aria-hidden="true"></span>{{site-name}}</a>
    <ul class="nav1-links">
      <li><a href="/">Home</a></li>
      <li><a href="/programme">Programme</a></li>
      <li><a href="/speakers">Speakers</a></li>
      <li><a href="/tickets">Tickets</a></li>
    </ul>
    <a class="site-btn nav1-cta" href="/tickets">Get tickets</a>
  </div>
</nav>`,
);

const footer = fromBlock('footers-1', [
  [
    '<li><a href="#about">About</a></li>\n        <li><a href="#work">Work</a></li>\n        <li><a href="#contact">Contact</a></li>\n        <li><a href="#privacy">Privacy</a></li>',
    '<li><a href="/programme">Programme</a></li>\n        <li><a href="/speakers">Speakers</a></li>\n        <li><a href="/tickets">Tickets</a></li>\n        <li><a href="mailto:hello@example.com">hello@example.com</a></li>',
  ],
  [' All rights reserved.', ' Saturday 13 June, The Engine Shed, Leicester.'],
]);

const hero = customSection(
  'headers-2',
  `
<header class="hdr2">
  <div class="site-container hdr2-inner">
    <p class="hdr2-eyebrow">Saturday 13 June · The Engine Shed, Leicester</p>
    <h1 class="hdr2-title">A day for people who make things and sell them</h1>
    <p class="hdr2-lead">Talks, hands-on workshops and a makers' market for potters, printers, bakers and anyone turning a craft into a living.</p>
    <div class="hdr2-actions">
      <a class="site-btn site-btn-light" href="/tickets">Get tickets from £35</a>
      <a class="hdr2-link" href="/programme">See the programme</a>
    </div>
    <ul class="hdr2-figures">
      <li><strong>18</strong><span>talks and workshops</span></li>
      <li><strong>60</strong><span>stalls in the market</span></li>
      <li><strong>900</strong><span>makers last year</span></li>
    </ul>
  </div>
</header>`,
);

const reasons = customSection(
  'benefits-1',
  `
<section class="ben1" aria-labelledby="ben1-title">
  <div class="site-container">
    <h2 class="ben1-title" id="ben1-title">Why makers come back every year</h2>
    <ul class="ben1-grid">
      <li><span class="ben1-icon ben1-icon-people" aria-hidden="true"></span><h3>Honest talks</h3><p>Speakers share real numbers: what they charge, what sells and what they would do differently.</p></li>
      <li><span class="ben1-icon ben1-icon-clock" aria-hidden="true"></span><h3>Small workshops</h3><p>Twelve places each, so you leave with a new skill rather than a page of notes.</p></li>
      <li><span class="ben1-icon ben1-icon-price" aria-hidden="true"></span><h3>A fair price</h3><p>Tickets cover the costs and nothing more. Lunch and coffee are included.</p></li>
    </ul>
  </div>
</section>`,
);

const lastYear = customSection(
  'testimonials-2',
  `
<section class="tes2" aria-labelledby="tes2-title">
  <div class="site-container">
    <div class="tes2-head">
      <p class="site-eyebrow">Last year</p>
      <h2 class="tes2-title" id="tes2-title">What people said after the day</h2>
    </div>
    <ul class="tes2-list">
      <li class="tes2-card">
        <blockquote><p>I raised my prices the following Monday, exactly as the pricing talk suggested. Nobody blinked.</p></blockquote>
        <div class="tes2-person"><img src="${catalogueImage('person-1.svg')}" alt="Portrait of Daniel Okafor" width="400" height="400" loading="lazy"><p><strong>Daniel Okafor</strong><span>Furniture maker</span></p></div>
      </li>
      <li class="tes2-card">
        <blockquote><p>The photography workshop paid for the ticket ten times over. My shop finally looks like my work.</p></blockquote>
        <div class="tes2-person"><img src="${catalogueImage('person-4.svg')}" alt="Portrait of Sophie Brennan" width="400" height="400" loading="lazy"><p><strong>Sophie Brennan</strong><span>Ceramicist</span></p></div>
      </li>
      <li class="tes2-card">
        <blockquote><p>Friendly, practical and full of people who understand what running a tiny business is like.</p></blockquote>
        <div class="tes2-person"><img src="${catalogueImage('person-3.svg')}" alt="Portrait of Marcus Lee" width="400" height="400" loading="lazy"><p><strong>Marcus Lee</strong><span>Screen printer</span></p></div>
      </li>
    </ul>
  </div>
</section>`,
);

const ticketsCall = fromBlock('actions-1', [
  ['Ready to make your next launch the easy one?', 'Early-bird prices until 1 May'],
  [
    'Tell us where you are and where you want to be. We will reply with honest advice, even if that means we are not the right fit.',
    'Save £10 on a day ticket and get first pick of the workshops before they are opened to everyone.',
  ],
  ['href="#contact">Start a conversation', 'href="/tickets">Get early-bird tickets'],
  ['href="#work">Browse our work', 'href="/programme">See the programme'],
]);

const venue = fromBlock('contact-3', [
  [
    'alt="Map showing our office near the river, two streets north of the station"',
    'alt="Map showing The Engine Shed, five minutes on foot from Leicester station"',
  ],
  ['Visit our office', 'Getting there'],
  ['>Opening hours</h3>', '>On the day</h3>'],
  ['3 Riverside Court<br>', 'The Engine Shed<br>'],
  ['Leeds LS1 4AP', 'Leicester LE1 1SH'],
  ['<dt>Monday to Thursday</dt><dd>8.30 am to 6 pm</dd>', '<dt>Doors open</dt><dd>9 am</dd>'],
  ['<dt>Friday</dt><dd>8.30 am to 4 pm</dd>', '<dt>Talks and workshops</dt><dd>9.30 am to 5 pm</dd>'],
  ['<dt>Weekends</dt><dd>Closed</dd>', "<dt>Makers' market</dt><dd>10 am to 6 pm</dd>"],
  ['href="tel:+441132345678">Call reception', 'href="mailto:hello@example.com">Ask about access'],
]);

const programmeTitle = customSection(
  'inner-2',
  `
<header class="inn2">
  <div class="site-container inn2-inner">
    <p class="inn2-eyebrow">Programme</p>
    <h1 class="inn2-title">One day, three rooms, no filler</h1>
    <p class="inn2-lead">Talks in the main hall, workshops in the studios and the market all day in the yard.</p>
  </div>
</header>`,
);

const schedule = customSection(
  'descriptions-3',
  `
<section class="dsc3" aria-labelledby="dsc3-title">
  <div class="site-container">
    <div class="dsc3-head">
      <h2 class="dsc3-title" id="dsc3-title">The day at a glance</h2>
      <p>Times may move by a few minutes; the printed programme on the day is final.</p>
    </div>
    <ol class="dsc3-steps">
      <li class="dsc3-step"><h3>Morning · 9.30 am</h3><p>Welcome, then talks on pricing your work, finding stockists and telling your story online.</p></li>
      <li class="dsc3-step"><h3>Afternoon · 1.30 pm</h3><p>Hands-on workshops: product photography, wholesale pitches and bookkeeping in an hour a week.</p></li>
      <li class="dsc3-step"><h3>Evening · 5 pm</h3><p>Panel of makers who went full-time, then drinks in the yard with the market still open.</p></li>
    </ol>
  </div>
</section>`,
);

const workshops = customSection(
  'panels-1',
  `
<section class="pnl1" aria-labelledby="pnl1-title">
  <div class="site-container">
    <div class="pnl1-head">
      <p class="site-eyebrow">Workshops</p>
      <h2 class="pnl1-title" id="pnl1-title">Twelve places each, booked with your ticket</h2>
    </div>
    <ul class="pnl1-grid">
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">01</span>
        <h3>Photograph your products</h3>
        <p>Light, backgrounds and a phone: make pictures that sell, with the kit you already own.</p>
        <a href="/tickets">Book with a ticket</a>
      </li>
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">02</span>
        <h3>Pitch to shops</h3>
        <p>Write a wholesale price list and a one-page pitch, then try it on two real buyers.</p>
        <a href="/tickets">Book with a ticket</a>
      </li>
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">03</span>
        <h3>Books in an hour a week</h3>
        <p>A simple system for receipts, invoices and tax that fits on one spreadsheet.</p>
        <a href="/tickets">Book with a ticket</a>
      </li>
    </ul>
  </div>
</section>`,
);

const speakersTitle = customSection(
  'inner-3',
  `
<header class="inn3">
  <div class="site-container inn3-inner">
    <div>
      <p class="site-eyebrow">Speakers</p>
      <h1 class="inn3-title">Makers who have done it, and will tell you how</h1>
      <p class="inn3-lead">Every speaker runs a small creative business. None of them is selling a course.</p>
    </div>
    <img class="inn3-image" src="${catalogueImage('work-2.svg')}" alt="Grid of navy circles with a coral and a teal circle standing out" width="800" height="600">
  </div>
</header>`,
);

const speakers = customSection(
  'team-1',
  `
<section class="tm1" aria-labelledby="tm1-title">
  <div class="site-container">
    <div class="tm1-head">
      <p class="site-eyebrow">Line-up</p>
      <h2 class="tm1-title" id="tm1-title">This year's speakers</h2>
    </div>
    <ul class="tm1-grid">
      <li><img src="${catalogueImage('person-1.svg')}" alt="Portrait of Joel Mensah" width="400" height="400" loading="lazy"><h3>Joel Mensah</h3><p>Pricing your work without apology</p></li>
      <li><img src="${catalogueImage('person-2.svg')}" alt="Portrait of Amira Haddad" width="400" height="400" loading="lazy"><h3>Amira Haddad</h3><p>From market stall to forty stockists</p></li>
      <li><img src="${catalogueImage('person-5.svg')}" alt="Portrait of Ruairi Walsh" width="400" height="400" loading="lazy"><h3>Ruairi Walsh</h3><p>An online shop that runs itself</p></li>
      <li><img src="${catalogueImage('person-6.svg')}" alt="Portrait of Ellie Carter" width="400" height="400" loading="lazy"><h3>Ellie Carter</h3><p>Telling your story in 150 words</p></li>
    </ul>
  </div>
</section>`,
);

const speakCall = fromBlock('actions-2', [
  ['Try it free for 14 days', 'Want to speak next year?'],
  [
    'No card needed. Bring your team and your projects, and see the difference in the first week.',
    'We open the call for talks each autumn. Tell us what you have learned the hard way.',
  ],
  ['href="#signup">Create a free account', 'href="mailto:hello@example.com">Propose a talk'],
  ['href="#demo">Book a demo', 'href="/programme">See this year\'s programme'],
]);

const ticketsTitle = customSection(
  'inner-1',
  `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="/tickets" aria-current="page">Tickets</a></li></ol>
    </nav>
    <h1 class="inn1-title">Tickets</h1>
    <p class="inn1-lead">Every ticket includes lunch, coffee all day and entry to the makers' market.</p>
  </div>
</header>`,
);

const tickets = customSection(
  'prices-1',
  `
<section class="pri1" aria-labelledby="pri1-title">
  <div class="site-container">
    <div class="pri1-head">
      <p class="site-eyebrow">Choose a ticket</p>
      <h2 class="pri1-title" id="pri1-title">One day, three ways to join</h2>
      <p>Prices include VAT and booking fees. Tickets can be transferred to a friend at no cost.</p>
    </div>
    <ul class="pri1-plans">
      <li class="pri1-plan">
        <h3 class="pri1-name">Market only</h3>
        <p class="pri1-price"><strong>£5</strong> on the door</p>
        <p class="pri1-desc">Browse sixty stalls and meet the makers.</p>
        <ul class="pri1-features"><li>10 am to 6 pm</li><li>Children free</li><li>No booking needed</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="/programme">See what is on</a>
      </li>
      <li class="pri1-plan pri1-plan-featured">
        <p class="pri1-badge">Most chosen</p>
        <h3 class="pri1-name">Day ticket</h3>
        <p class="pri1-price"><strong>£35</strong> a person</p>
        <p class="pri1-desc">Every talk, one workshop and lunch.</p>
        <ul class="pri1-features"><li>All talks in the main hall</li><li>One workshop of your choice</li><li>Lunch and coffee</li><li>Evening drinks</li></ul>
        <a class="site-btn pri1-btn" href="mailto:hello@example.com?subject=Day%20ticket">Book a day ticket</a>
      </li>
      <li class="pri1-plan">
        <h3 class="pri1-name">Stall</h3>
        <p class="pri1-price"><strong>£60</strong> a pitch</p>
        <p class="pri1-desc">Sell at the market and join the talks.</p>
        <ul class="pri1-features"><li>Table and two chairs</li><li>A day ticket included</li><li>Power on request</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="mailto:hello@example.com?subject=Stall">Apply for a stall</a>
      </li>
    </ul>
  </div>
</section>`,
);

const ticketQuestions = customSection(
  'panels-3',
  `
<section class="pnl3" aria-labelledby="pnl3-title">
  <div class="site-container pnl3-inner">
    <div>
      <h2 class="pnl3-title" id="pnl3-title">Questions about tickets</h2>
      <p class="pnl3-lead">Something else? <a href="mailto:hello@example.com">Email the team</a>.</p>
    </div>
    <div class="pnl3-list">
      <details class="pnl3-item" open>
        <summary>Is the venue accessible?</summary>
        <p>Yes. Every room is step-free, there is a quiet room all day and talks are live-captioned.</p>
      </details>
      <details class="pnl3-item">
        <summary>Can I get a refund?</summary>
        <p>Full refunds until 1 June. After that you can pass your ticket to someone else for free.</p>
      </details>
      <details class="pnl3-item">
        <summary>Are there concession tickets?</summary>
        <p>We hold forty day tickets at £15 for students and anyone on a low income. Just ask, no proof needed.</p>
      </details>
    </div>
  </div>
</section>`,
);

export const eventTemplate = buildTemplate('event', [
  {
    name: 'Home',
    path: '/',
    title: '{{site-name}} | A day of talks, workshops and a makers’ market',
    description:
      '{{site-name}}: talks, hands-on workshops and a makers’ market for people turning a craft into a living. Saturday 13 June, Leicester.',
    keywords: 'event, makers, workshops, craft business, Leicester',
    sections: [nav, hero, reasons, lastYear, ticketsCall, venue, footer],
  },
  {
    name: 'Programme',
    path: '/programme',
    title: 'Programme | {{site-name}}',
    description: 'Talks, workshops and the evening panel at {{site-name}}, hour by hour.',
    keywords: 'programme, schedule, talks, workshops',
    sections: [nav, programmeTitle, schedule, workshops, footer],
  },
  {
    name: 'Speakers',
    path: '/speakers',
    title: 'Speakers | {{site-name}}',
    description: 'Meet the makers speaking at {{site-name}} this year.',
    keywords: 'speakers, makers, line-up',
    sections: [nav, speakersTitle, speakers, speakCall, footer],
  },
  {
    name: 'Tickets',
    path: '/tickets',
    title: 'Tickets | {{site-name}}',
    description: 'Day tickets, market entry and stalls for {{site-name}}, with lunch and coffee included.',
    keywords: 'tickets, prices, stalls, concessions',
    sections: [nav, ticketsTitle, tickets, ticketQuestions, footer],
  },
]);

import { catalogueImage } from '../assets.js';
import { buildTemplate, customSection, fromBlock } from './compose.js';

/** Corporate starter: advisers to regional manufacturers, based in Leeds, named by the site's owner ({{site-name}}). */
const nav = fromBlock('navigations-3', [
  ['href="#solutions">Solutions', 'href="/solutions">Solutions'],
  ['<li><a href="#industries">Industries</a></li>\n      ', ''],
  [
    '<li><a href="#careers">Careers</a></li>',
    '<li><a href="/about">About</a></li>\n      <li><a href="/careers">Careers</a></li>',
  ],
  ['href="#contact">Contact', 'href="/contact">Contact'],
]);
const footer = fromBlock('footers-2');

const hero = customSection(
  'headers-2',
  `
<header class="hdr2">
  <div class="site-container hdr2-inner">
    <p class="hdr2-eyebrow">Advisers to 300 manufacturers since 2004</p>
    <h1 class="hdr2-title">Practical advice that makes manufacturers stronger</h1>
    <p class="hdr2-lead">Operations, systems and finance expertise from people who have run factories themselves. We measure first, recommend second and stay until it works.</p>
    <div class="hdr2-actions">
      <a class="site-btn site-btn-light" href="/contact">Talk to an adviser</a>
      <a class="hdr2-link" href="/solutions">Explore our solutions</a>
    </div>
    <ul class="hdr2-figures">
      <li><strong>£140m</strong><span>savings found for clients</span></li>
      <li><strong>60</strong><span>engineers and advisers</span></li>
      <li><strong>94%</strong><span>of clients return</span></li>
    </ul>
  </div>
</header>`,
);

const clientGrid = fromBlock('clients-2', [
  ['Long partnerships, not one-off jobs', 'Trusted across the supply chain'],
  [
    'Most of the companies we work with have been with us for more than three years. We grow with them, from the first logo to the tenth product launch.',
    'From family-run machine shops to listed groups, our clients stay because the improvements last long after we leave.',
  ],
]);

const solutions = customSection(
  'panels-1',
  `
<section class="pnl1" aria-labelledby="pnl1-title">
  <div class="site-container">
    <div class="pnl1-head">
      <p class="site-eyebrow">Solutions</p>
      <h2 class="pnl1-title" id="pnl1-title">Three ways we help</h2>
    </div>
    <ul class="pnl1-grid">
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">01</span>
        <h3>Operations</h3>
        <p>Lean reviews, line balancing and maintenance planning that raise output without new machines.</p>
        <a href="/solutions">About operations</a>
      </li>
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">02</span>
        <h3>Digital systems</h3>
        <p>Choosing and rolling out planning, stock and quality systems that your people will actually use.</p>
        <a href="/solutions">About digital systems</a>
      </li>
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">03</span>
        <h3>Finance advisory</h3>
        <p>Costing, funding reviews and investment cases that stand up in front of a bank or a board.</p>
        <a href="/solutions">About finance advisory</a>
      </li>
    </ul>
  </div>
</section>`,
);

const closingCall = fromBlock('actions-1', [
  ['Ready to make your next launch the easy one?', 'Find out where your next improvement is hiding'],
  [
    'Tell us where you are and where you want to be. We will reply with honest advice, even if that means we are not the right fit.',
    'Book a free half-day site visit. One of our engineers will walk your floor and send you a short written report.',
  ],
  ['Start a conversation', 'Book a site visit'],
  ['href="#work">Browse our work', 'href="/about">Meet the team'],
]);

const aboutTitle = fromBlock('inner-2', [
  ['About us', 'About {{site-name}}'],
  ['A small team with a long memory for detail', 'Engineers and advisers who have stood on the shop floor'],
  [
    'Founded in 2012, we have helped more than 180 businesses look as good as the work they do.',
    'An employee-owned firm of sixty people, helping manufacturers in the north of England since 2004.',
  ],
]);

const solutionsTitle = customSection(
  'inner-1',
  `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="/solutions" aria-current="page">Solutions</a></li></ol>
    </nav>
    <h1 class="inn1-title">Solutions</h1>
    <p class="inn1-lead">Operations, digital systems and finance advice, delivered by people who measure before they recommend.</p>
  </div>
</header>`,
);

const engagement = customSection(
  'descriptions-3',
  `
<section class="dsc3" aria-labelledby="dsc3-title">
  <div class="site-container">
    <div class="dsc3-head">
      <h2 class="dsc3-title" id="dsc3-title">How an engagement works</h2>
      <p>Every project follows the same three stages, so you always know what comes next.</p>
    </div>
    <ol class="dsc3-steps">
      <li class="dsc3-step"><h3>Diagnose</h3><p>Two weeks on site gathering data and talking to the people who do the work.</p></li>
      <li class="dsc3-step"><h3>Plan</h3><p>A costed plan with the savings we expect and how we will measure them.</p></li>
      <li class="dsc3-step"><h3>Deliver</h3><p>We work alongside your team until the numbers move, and train them to keep it going.</p></li>
    </ol>
  </div>
</section>`,
);

const clientRatings = fromBlock('testimonials-3', [
  ['Rated 4.9 out of 5 by 320 customers', 'Rated 4.8 out of 5 by our clients'],
  ['Reviews collected independently after every finished project.', 'Independent survey of 140 clients, 2024.'],
  [
    'Friendly, organised and genuinely good at what they do. Our shop looks twice the size online.',
    'They found a week of lost capacity a month in our finishing line. The payback was under four months.',
  ],
  ['Priya Nair, Oakline Interiors', 'Priya Nair, operations director, Oakline Joinery'],
  [
    'We came with a mess of ideas and left with a clear plan and a site we are proud to send people to.',
    'Their finance team rebuilt our costing model. For the first time we know which products really make money.',
  ],
  ['Tom Ashworth, Northwind Cycles', 'Tom Ashworth, managing director, Northwind Components'],
]);

const adviceCard = fromBlock('actions-2', [
  ['Try it free for 14 days', 'Not sure where to start?'],
  [
    'No card needed. Bring your team and your projects, and see the difference in the first week.',
    'Our free half-day site visit ends with a short written report of the three biggest opportunities we saw.',
  ],
  ['href="#signup">Create a free account', 'href="/contact">Book a site visit'],
  ['href="#demo">Book a demo', 'href="/about">About us'],
]);

const careersTitle = customSection(
  'inner-3',
  `
<header class="inn3">
  <div class="site-container inn3-inner">
    <div>
      <p class="site-eyebrow">Careers</p>
      <h1 class="inn3-title">Do work you can see on the shop floor</h1>
      <p class="inn3-lead">Join an employee-owned firm where engineers, analysts and advisers share in the results they create.</p>
    </div>
    <img class="inn3-image" src="${catalogueImage('work-2.svg')}" alt="Grid of navy circles with a coral and a teal circle standing out" width="800" height="600">
  </div>
</header>`,
);

const perks = fromBlock('benefits-3', [
  ['Everything included, from day one', 'Why people stay with us'],
  [
    '<strong>Hosting and security</strong> Fast servers, daily backups and certificates renewed for you.',
    '<strong>A share of the firm</strong> Every colleague becomes a co-owner after their first year.',
  ],
  [
    '<strong>Training for your team</strong> A recorded session so new starters can learn at their own pace.',
    '<strong>Ten days of learning a year</strong> Courses, conferences or certifications of your choosing.',
  ],
  [
    '<strong>Accessibility checks</strong> Every page tested with a keyboard and a screen reader.',
    '<strong>Flexible hours</strong> Core hours of ten till three, and two home days a week.',
  ],
  [
    '<strong>A real person to call</strong> The same account manager from kick-off to renewal.',
    '<strong>Time to give back</strong> Three paid days a year to volunteer in the community.',
  ],
]);

const roles = customSection(
  'panels-3',
  `
<section class="pnl3" aria-labelledby="pnl3-title">
  <div class="site-container pnl3-inner">
    <div>
      <h2 class="pnl3-title" id="pnl3-title">Open roles</h2>
      <p class="pnl3-lead">Do not see your role? <a href="mailto:careers@example.com">Send us your CV</a> anyway.</p>
    </div>
    <div class="pnl3-list">
      <details class="pnl3-item" open>
        <summary>Senior operations consultant, Leeds</summary>
        <p>Lead diagnostic reviews for clients with 50 to 500 staff. Five years of manufacturing operations experience needed. £58,000 to £68,000 plus profit share.</p>
      </details>
      <details class="pnl3-item">
        <summary>Systems analyst, Sheffield</summary>
        <p>Help clients choose and roll out planning and stock systems. Experience with ERP projects preferred. £42,000 to £50,000.</p>
      </details>
      <details class="pnl3-item">
        <summary>Graduate engineer, Leeds or Sheffield</summary>
        <p>A two-year programme rotating through all three practices, with a mentor and chartership support. £31,000.</p>
      </details>
    </div>
  </div>
</section>`,
);

const jobAlerts = fromBlock('subscription-2', [
  ['Get our quarterly industry briefing', 'Hear about new roles first'],
  [
    'Market figures, regulation changes and case studies, in a ten-minute read.',
    'One email when a role opens. Nothing else, and you can unsubscribe at any time.',
  ],
  ['data-form-name="Newsletter"', 'data-form-name="Job alerts"'],
  ['Work email', 'Email address'],
]);

const contactTitle = customSection(
  'inner-1',
  `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="/contact" aria-current="page">Contact</a></li></ol>
    </nav>
    <h1 class="inn1-title">Contact us</h1>
    <p class="inn1-lead">Speak to an adviser, arrange a site visit or find our offices.</p>
  </div>
</header>`,
);

const contactCards = fromBlock('contact-1', [
  ["Let's talk about your project", 'Talk to an adviser'],
  ['Send a short brief, a link or just a hello.', 'Tell us about your site and the challenge you face.'],
  ['Monday to Friday, 9 am to 5.30 pm.', 'Monday to Friday, 8.30 am to 6 pm.'],
  ['tel:+442071234567">+44 20 7123 4567', 'tel:+441132345678">+44 113 234 5678'],
  ['<h3>Studio</h3>', '<h3>Sheffield office</h3>'],
  [
    '14 Canal Street, Manchester M1 3HE. Visits by appointment.',
    '5 Forge Lane, Sheffield S3 8GG. Visits by appointment.',
  ],
  ['href="#directions"', 'href="#visit"'],
]);

export const corporateTemplate = buildTemplate(
  'corporate',
  [
    {
      name: 'Home',
      path: '/',
      title: '{{site-name}} | Advisers to manufacturers',
      description:
        '{{site-name}} helps manufacturers in the north of England raise output, choose better systems and make stronger investment cases.',
      keywords: 'manufacturing consultancy, operations, digital systems, finance advisory, Leeds',
      sections: [nav, hero, clientGrid, solutions, fromBlock('benefits-2'), fromBlock('blog-2'), closingCall, footer],
    },
    {
      name: 'About',
      path: '/about',
      title: 'About {{site-name}} | Employee-owned since 2004',
      description:
        'Meet the employee-owned team of engineers and advisers behind {{site-name}}, and see how the firm has grown since 2004.',
      keywords: 'about, employee-owned, leadership, history, sustainability',
      sections: [
        nav,
        aboutTitle,
        fromBlock('text-2'),
        fromBlock('charts-2'),
        fromBlock('team-2'),
        fromBlock('charts-3'),
        footer,
      ],
    },
    {
      name: 'Solutions',
      path: '/solutions',
      title: 'Solutions for manufacturers | {{site-name}}',
      description:
        'How {{site-name}} helps manufacturers: operations reviews, digital systems and finance advisory, delivered in three clear stages.',
      keywords: 'solutions, operations consulting, ERP, finance advisory, lean manufacturing',
      sections: [nav, solutionsTitle, solutions, engagement, clientRatings, adviceCard, footer],
    },
    {
      name: 'Careers',
      path: '/careers',
      title: 'Careers at {{site-name}}',
      description: 'Open roles at {{site-name}} in Leeds and Sheffield, and why our employee-owners stay with us.',
      keywords: 'careers, jobs, consulting jobs, graduate engineer, Leeds, Sheffield',
      sections: [nav, careersTitle, perks, roles, jobAlerts, footer],
    },
    {
      name: 'Contact',
      path: '/contact',
      title: 'Contact {{site-name}}',
      description: 'Call, email or visit {{site-name}} in Leeds and Sheffield.',
      keywords: 'contact, Leeds office, Sheffield office, site visit',
      sections: [nav, contactTitle, contactCards, fromBlock('contact-3'), footer],
    },
  ],
  {
    '#about': '/about',
    '#careers': '/careers',
    '#news': '/',
    '#operations': '/solutions',
    '#digital': '/solutions',
    '#finance': '/solutions',
    '#contact': '/contact',
  },
);

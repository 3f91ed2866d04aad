import { buildTemplate, customSection, fromBlock } from './compose.js';

/** Agency starter: a brand and web design studio in Manchester, named by the site's owner ({{site-name}}). */
// The studio's story lives on a page named 'Studio', which leaves 'About' free for the owner's own page.
const nav = fromBlock('navigations-1', [
  ['<li><a href="#about">About</a></li>', '<li><a href="#about">Studio</a></li>'],
]);
const footer = fromBlock('footers-3', [
  ['<li><a href="#journal">Journal</a></li>', '<li><a href="#contact">Contact</a></li>'],
  ['<li><a href="#about">About</a></li>', '<li><a href="#about">Studio</a></li>'],
]);

const pricing = customSection(
  'prices-1',
  `
<section class="pri1" id="pricing" aria-labelledby="pri1-title">
  <div class="site-container">
    <div class="pri1-head">
      <p class="site-eyebrow">Packages</p>
      <h2 class="pri1-title" id="pri1-title">Clear prices, agreed before we start</h2>
      <p>Every package has a fixed price and a fixed timeline. Bigger ideas? We will quote them just as plainly.</p>
    </div>
    <ul class="pri1-plans">
      <li class="pri1-plan">
        <h3 class="pri1-name">Launch</h3>
        <p class="pri1-price"><strong>£3,900</strong> one-off</p>
        <p class="pri1-desc">A compact identity and a five-page website for new businesses.</p>
        <ul class="pri1-features"><li>Logo, colours and type</li><li>Five-page website</li><li>Ready in six weeks</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="#contact">Ask about Launch</a>
      </li>
      <li class="pri1-plan pri1-plan-featured">
        <p class="pri1-badge">Most chosen</p>
        <h3 class="pri1-name">Grow</h3>
        <p class="pri1-price"><strong>£9,800</strong> one-off</p>
        <p class="pri1-desc">A full brand and a website your team can run for years.</p>
        <ul class="pri1-features"><li>Brand strategy workshop</li><li>Complete identity and guidelines</li><li>Website of up to 20 pages</li><li>Training and a month of support</li></ul>
        <a class="site-btn pri1-btn" href="#contact">Ask about Grow</a>
      </li>
      <li class="pri1-plan">
        <h3 class="pri1-name">Partner</h3>
        <p class="pri1-price"><strong>£1,600</strong> a month</p>
        <p class="pri1-desc">An ongoing design team for campaigns, content and new pages.</p>
        <ul class="pri1-features"><li>Four studio days a month</li><li>Monthly planning call</li><li>Cancel with 30 days' notice</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="#contact">Ask about Partner</a>
      </li>
    </ul>
  </div>
</section>`,
);

const enquiry = fromBlock('contact-2', [
  ['<p class="site-eyebrow">Contact</p>', '<p class="site-eyebrow">Write to us</p>'],
]);

const contactTitle = customSection(
  'inner-1',
  `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="/contact" aria-current="page">Contact</a></li></ol>
    </nav>
    <h1 class="inn1-title">Contact</h1>
    <p class="inn1-lead">Tell us a little about your business and what you would like to change. We reply within one working day.</p>
  </div>
</header>`,
);

const studioVisit = fromBlock('contact-3', [
  [
    'alt="Map showing our office near the river, two streets north of the station"',
    'alt="Map showing the studio beside the canal, a short walk from Piccadilly station"',
  ],
  ['Visit our office', 'Visit the studio'],
  ['3 Riverside Court<br>', '14 Canal Street<br>'],
  ['Leeds LS1 4AP', 'Manchester M1 3HE'],
  ['8.30 am to 6 pm', '9 am to 5.30 pm'],
  ['8.30 am to 4 pm', '9 am to 3 pm'],
  ['tel:+441132345678', 'tel:+442071234567'],
  ['Call reception', 'Call the studio'],
]);

const trialCard = fromBlock('actions-2', [
  ['Try it free for 14 days', 'Not sure which service you need?'],
  [
    'No card needed. Bring your team and your projects, and see the difference in the first week.',
    'Book a free 30-minute call. We will listen, ask a few questions and suggest the simplest way forward.',
  ],
  ['href="#signup">Create a free account', 'href="#contact">Book a free call'],
  ['href="#demo">Book a demo', 'href="#pricing">See packages'],
]);

export const agencyTemplate = buildTemplate(
  'agency',
  [
    {
      name: 'Home',
      path: '/',
      title: '{{site-name}} | Brand and web design in Manchester',
      description:
        '{{site-name}} designs brands, websites and products for independent companies who would rather be understood than merely noticed.',
      keywords: 'design agency, branding, web design, Manchester, identity',
      sections: [
        nav,
        fromBlock('headers-1'),
        fromBlock('clients-1'),
        fromBlock('panels-1'),
        fromBlock('galleries-1'),
        fromBlock('testimonials-2'),
        pricing,
        fromBlock('team-1', [['Hana Sato', 'Mina Okafor']]),
        fromBlock('contact-1'),
        footer,
      ],
    },
    {
      name: 'Studio',
      path: '/studio',
      title: 'About {{site-name}} | An independent design studio',
      description:
        'Meet the eleven designers, writers and developers of {{site-name}}, and learn how we have worked with more than 180 businesses since 2012.',
      keywords: 'about, design studio, team, founder, Manchester',
      sections: [
        nav,
        fromBlock('inner-2'),
        fromBlock('descriptions-1'),
        fromBlock('text-3'),
        fromBlock('team-3'),
        fromBlock('testimonials-1'),
        fromBlock('actions-1'),
        footer,
      ],
    },
    {
      name: 'Services',
      path: '/services',
      title: 'Services | Brand identity and websites by {{site-name}}',
      description:
        'Brand identity, websites and ongoing design from {{site-name}}, with fixed prices and weekly check-ins from the first workshop to launch.',
      keywords: 'services, brand identity, website design, ongoing design, pricing',
      sections: [
        nav,
        fromBlock('inner-1'),
        fromBlock('panels-2'),
        fromBlock('descriptions-3'),
        fromBlock('panels-3'),
        trialCard,
        footer,
      ],
    },
    {
      name: 'Contact',
      path: '/contact',
      title: 'Contact {{site-name}} | Start a project',
      description:
        'Email, call or visit {{site-name}} in Manchester. Tell us about your project and we will reply within one working day.',
      keywords: 'contact, start a project, design studio, Manchester',
      sections: [nav, contactTitle, enquiry, studioVisit, footer],
    },
  ],
  {
    '#about': '/studio',
    '#services': '/services',
    '#brand': '/services',
    '#websites': '/services',
    '#ongoing': '/services',
    '#contact': '/contact',
    '#work': '/#work',
    '#case-study': '/#work',
    '#pricing': '/#pricing',
  },
);

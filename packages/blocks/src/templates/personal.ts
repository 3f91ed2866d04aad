import { catalogueImage } from '../assets.js';
import { buildTemplate, customSection, fromBlock } from './compose.js';

/** Personal starter: a freelance illustrator and designer in Bristol, named by the site's owner ({{site-name}}). */
const nav = customSection(
  'navigations-1',
  `
<nav class="nav1" aria-label="Main">
  <div class="site-container nav1-inner">
    <a class="nav1-brand" href="/"><span class="nav1-mark" aria-hidden="true"></span>{{site-name}}</a>
    <ul class="nav1-links">
      <li><a href="/">Home</a></li>
      <li><a href="/about">About</a></li>
      <li><a href="/work">Work</a></li>
      <li><a href="/contact">Contact</a></li>
    </ul>
    <a class="site-btn nav1-cta" href="/contact">Hire me</a>
  </div>
</nav>`,
);

const footer = customSection(
  'footers-1',
  `
<footer class="ftr1">
  <div class="site-container ftr1-inner">
    <a class="ftr1-brand" href="/">{{site-name}}</a>
    <nav aria-label="Footer">
      <ul class="ftr1-links">
        <li><a href="/about">About</a></li>
        <li><a href="/work">Work</a></li>
        <li><a href="/contact">Contact</a></li>
        <li><a href="mailto:hello@example.com">hello@example.com</a></li>
      </ul>
    </nav>
    <p class="ftr1-copy">&copy; {{year}} {{site-name}}. Illustration and design from Bristol.</p>
  </div>
</footer>`,
);

const hero = customSection(
  'headers-1',
  `
<header class="hdr1">
  <div class="site-container hdr1-inner">
    <div class="hdr1-text">
      <p class="site-eyebrow">Illustrator and designer</p>
      <h1 class="hdr1-title">Pictures that help ideas make sense.</h1>
      <p class="hdr1-lead">Editorial illustration, brand artwork and explainer graphics for magazines, charities and friendly companies. Currently booking projects for the autumn.</p>
      <div class="hdr1-actions">
        <a class="site-btn" href="/work">See my work</a>
        <a class="site-btn site-btn-ghost" href="/contact">Start a project</a>
      </div>
    </div>
    <img class="hdr1-image" src="${catalogueImage('sketchbook.svg')}" alt="Illustration of an open sketchbook with doodles and a coral pencil" width="1200" height="800">
  </div>
</header>`,
);

const selectedWork = fromBlock('galleries-1', [
  ['Recent work', 'Selected work'],
  ['id="work"', 'id="selected-work"'],
]);

const clientQuote = fromBlock('testimonials-1', [
  ['What our clients say', 'What clients say'],
  [
    'They listened more than they talked, and then came back with a website our customers actually enjoy using. Enquiries doubled within two months.',
    'They turned a dense research report into six illustrations that people actually shared. Quick, kind with feedback and a joy to work with.',
  ],
  ['alt="Portrait of Amira Haddad"', 'alt="Portrait of Daniel Okafor"'],
  ['person-2.svg', 'person-1.svg'],
  [
    '<strong>Amira Haddad</strong><br>Founder, Lumen Ceramics',
    '<strong>Daniel Okafor</strong><br>Editor, Field Notes magazine',
  ],
]);

const projectInvite = fromBlock('actions-1', [
  ['Ready to make your next launch the easy one?', 'Got a story that needs pictures?'],
  [
    'Tell us where you are and where you want to be. We will reply with honest advice, even if that means we are not the right fit.',
    'Tell me about your project, your deadline and where the artwork will appear. I will reply within two working days.',
  ],
  ['Start a conversation', 'Start a project'],
  ['href="#work">Browse our work', 'href="/work">Browse my work'],
]);

const aboutTitle = customSection(
  'inner-3',
  `
<header class="inn3">
  <div class="site-container inn3-inner">
    <div>
      <p class="site-eyebrow">About</p>
      <h1 class="inn3-title">A little about me</h1>
      <p class="inn3-lead">I have been drawing for a living since 2016, first in a Bristol design studio and now on my own.</p>
    </div>
    <img class="inn3-image" src="${catalogueImage('person-2.svg')}" alt="Portrait of {{site-name}}" width="400" height="400">
  </div>
</header>`,
);

const story = customSection(
  'text-1',
  `
<section class="txt1" aria-labelledby="txt1-title">
  <div class="site-container txt1-inner">
    <h2 class="txt1-title" id="txt1-title">Drawing as a way of explaining</h2>
    <p class="txt1-lead">I love the moment a complicated idea clicks. Most of my work is about getting people there faster, with pictures that are warm, clear and a little playful.</p>
    <p>I studied graphic communication in Falmouth, spent five years at a branding studio, and went freelance in 2021. Since then I have worked with magazines, universities, charities and a handful of start-ups.</p>
    <h3>What I can help with</h3>
    <ul>
      <li>Editorial illustrations for articles and reports</li>
      <li>Brand illustration systems and icon sets</li>
      <li>Explainer graphics, maps and diagrams</li>
    </ul>
    <blockquote class="txt1-quote"><p>Good illustration does not decorate a message. It carries part of it.</p></blockquote>
    <p>When I am not drawing, I am usually swimming in the lido or sketching strangers on the train. <a href="/contact">Say hello</a>.</p>
  </div>
</section>`,
);

const process = customSection(
  'descriptions-3',
  `
<section class="dsc3" aria-labelledby="dsc3-title">
  <div class="site-container">
    <div class="dsc3-head">
      <h2 class="dsc3-title" id="dsc3-title">How a project runs</h2>
      <p>Simple, friendly and on time. Most projects take two to four weeks.</p>
    </div>
    <ol class="dsc3-steps">
      <li class="dsc3-step"><h3>A short call</h3><p>We talk about your audience, the message and where the artwork will live.</p></li>
      <li class="dsc3-step"><h3>Sketches</h3><p>You get three rough directions to react to, with notes on why each might work.</p></li>
      <li class="dsc3-step"><h3>Final artwork</h3><p>One round of refinements, then files ready for print, web and social.</p></li>
    </ol>
  </div>
</section>`,
);

const workTitle = customSection(
  'inner-1',
  `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="/work" aria-current="page">Work</a></li></ol>
    </nav>
    <h1 class="inn1-title">Work</h1>
    <p class="inn1-lead">A selection of recent commissions. Full case studies are available on request.</p>
  </div>
</header>`,
);

const projects = fromBlock('galleries-3', [
  ['Featured projects', 'Recent commissions'],
  [
    '<strong>Lumen Ceramics</strong><span>Identity and online shop</span>',
    '<strong>Field Notes magazine</strong><span>Cover and six spreads</span>',
  ],
  [
    '<strong>Brightwater Swim School</strong><span>Website and booking journey</span>',
    '<strong>Brightwater Swim School</strong><span>Mascot and signage</span>',
  ],
  [
    '<strong>Kestrel Outdoor</strong><span>Campaign and packaging</span>',
    '<strong>Kestrel Outdoor</strong><span>Packaging illustrations</span>',
  ],
  [
    '<strong>Northwind Cycles</strong><span>Brand refresh</span>',
    '<strong>City Climate Report</strong><span>Infographics and maps</span>',
  ],
]);

const clientLogos = fromBlock('clients-1', [['Trusted by teams at', 'Clients I have drawn for']]);

const projectCall = fromBlock('actions-2', [
  ['Try it free for 14 days', 'Have a project in mind?'],
  [
    'No card needed. Bring your team and your projects, and see the difference in the first week.',
    'Send me a few lines about it. I reply to every message within two working days.',
  ],
  ['href="#signup">Create a free account', 'href="/contact">Get in touch'],
  ['href="#demo">Book a demo', 'href="mailto:hello@example.com">Email me'],
]);

const contactTitle = customSection(
  'inner-1',
  `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="/contact" aria-current="page">Contact</a></li></ol>
    </nav>
    <h1 class="inn1-title">Let's work together</h1>
    <p class="inn1-lead">I am booking projects from September. Tell me about yours and I will reply within two working days.</p>
  </div>
</header>`,
);

const contactForm = fromBlock('contact-2', [
  ['Tell us what you need', 'Send me a message'],
  [
    'Share a few details and we will get back to you within one working day. Prefer to call? We are happy to chat.',
    'Fill in the form and I will write back within a day. Or write to me directly.',
  ],
  [
    '<div><dt>Phone</dt><dd><a href="tel:+442071234567">+44 20 7123 4567</a></dd></div>',
    '<div><dt>Based in</dt><dd>Bristol, working worldwide</dd></div>',
  ],
  ['How can we help?', 'What would you like drawn?'],
]);

const questions = customSection(
  'panels-3',
  `
<section class="pnl3" aria-labelledby="pnl3-title">
  <div class="site-container pnl3-inner">
    <div>
      <h2 class="pnl3-title" id="pnl3-title">Good to know</h2>
      <p class="pnl3-lead">A few answers before you write.</p>
    </div>
    <div class="pnl3-list">
      <details class="pnl3-item" open>
        <summary>What does a project cost?</summary>
        <p>Single editorial illustrations start at £450. Brand illustration systems usually cost between £2,500 and £6,000, depending on how many pieces you need.</p>
      </details>
      <details class="pnl3-item">
        <summary>Who owns the artwork?</summary>
        <p>You get a licence for the uses we agree; a full transfer of rights is available for brand work.</p>
      </details>
      <details class="pnl3-item">
        <summary>Do you work with clients abroad?</summary>
        <p>Yes, about half of my clients are outside the UK. Everything happens by email and video call.</p>
      </details>
    </div>
  </div>
</section>`,
);

export const personalTemplate = buildTemplate('personal', [
  {
    name: 'Home',
    path: '/',
    title: '{{site-name}} | Illustrator and designer in Bristol',
    description:
      'Editorial illustration, brand artwork and explainer graphics by {{site-name}}, a freelance illustrator and designer based in Bristol.',
    keywords: 'illustrator, designer, freelance, editorial illustration, Bristol',
    sections: [nav, hero, selectedWork, clientQuote, fromBlock('blog-3'), projectInvite, footer],
  },
  {
    name: 'About',
    path: '/about',
    title: 'About {{site-name}} | Illustrator and designer',
    description:
      'How {{site-name}} began illustrating, what is on offer and how a project runs, from first call to final files.',
    keywords: 'about, illustrator, designer, process',
    sections: [nav, aboutTitle, story, process, footer],
  },
  {
    name: 'Work',
    path: '/work',
    title: 'Work | {{site-name}}',
    description: 'Recent illustration and design commissions for magazines, charities and companies.',
    keywords: 'portfolio, illustration, commissions, design work',
    sections: [nav, workTitle, projects, clientLogos, projectCall, footer],
  },
  {
    name: 'Contact',
    path: '/contact',
    title: 'Contact | {{site-name}}',
    description: 'Get in touch with {{site-name}} about an illustration or design project.',
    keywords: 'contact, hire an illustrator, commission',
    sections: [nav, contactTitle, contactForm, questions, footer],
  },
]);

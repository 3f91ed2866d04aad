import { catalogueImage } from '../assets.js';
import { buildTemplate, customSection, fromBlock } from './compose.js';

/** Portfolio starter: a photographer's and art director's portfolio, named by its owner ({{site-name}}). */
const nav = customSection(
  'navigations-1',
  `
<nav class="nav1" aria-label="Main">
  <div class="site-container nav1-inner">
    <a class="nav1-brand" href="/"><span class="nav1-mark" aria-hidden="true"></span>{{site-name}}</a>
    <ul class="nav1-links">
      <li><a href="/">Home</a></li>
      <li><a href="/projects">Projects</a></li>
      <li><a href="/about">About</a></li>
    </ul>
    <a class="site-btn nav1-cta" href="/about#contact">Get in touch</a>
  </div>
</nav>`,
);

const footer = fromBlock('footers-3', [
  ['Have a project in mind?', 'Commissions open for the spring.'],
  [
    '<li><a href="#work">Work</a></li>\n          <li><a href="#services">Services</a></li>\n          <li><a href="#about">About</a></li>\n          <li><a href="#journal">Journal</a></li>',
    '<li><a href="/projects">Projects</a></li>\n          <li><a href="/about">About</a></li>\n          <li><a href="/about#contact">Contact</a></li>',
  ],
  [' Made in Manchester.', ' Photography and art direction.'],
]);

const hero = customSection(
  'headers-3',
  `
<header class="hdr3">
  <div class="site-container">
    <div class="hdr3-top">
      <h1 class="hdr3-title">Photography and art direction for brands with something to say</h1>
      <div class="hdr3-side">
        <p>Campaigns, product stories and editorial portraits, shot on location and in the studio for fashion, food and design companies across Europe.</p>
        <a class="site-btn" href="/projects">See the projects</a>
      </div>
    </div>
    <img class="hdr3-image" src="${catalogueImage('hero-shapes.svg')}" alt="Abstract composition of a navy circle, a teal arch and soft sand shapes" width="1200" height="800">
  </div>
</header>`,
);

const selected = customSection(
  'galleries-1',
  `
<section class="gal1" aria-labelledby="gal1-title">
  <div class="site-container">
    <h2 class="gal1-title" id="gal1-title">Selected images</h2>
    <ul class="gal1-grid">
      <li><img src="${catalogueImage('work-1.svg')}" alt="Navy arches in teal, sand and mustard under a coral sun" width="800" height="600" loading="lazy"></li>
      <li><img src="${catalogueImage('work-2.svg')}" alt="Grid of navy circles with a coral and a teal circle" width="800" height="600" loading="lazy"></li>
      <li><img src="${catalogueImage('work-3.svg')}" alt="Rolling teal and navy hills beneath a mustard sun" width="800" height="600" loading="lazy"></li>
      <li><img src="${catalogueImage('work-4.svg')}" alt="Nested navy, pale blue and teal squares" width="800" height="600" loading="lazy"></li>
      <li><img src="${catalogueImage('work-5.svg')}" alt="Navy and sand triangles on a mustard background" width="800" height="600" loading="lazy"></li>
      <li><img src="${catalogueImage('work-6.svg')}" alt="Concentric pale teal rings crossed by a navy bar" width="800" height="600" loading="lazy"></li>
    </ul>
  </div>
</section>`,
);

const clients = fromBlock('clients-1', [['Trusted by teams at', 'Recent clients']]);

const kindWords = customSection(
  'testimonials-1',
  `
<section class="tes1" aria-labelledby="tes1-title">
  <div class="site-container tes1-inner">
    <h2 class="site-visually-hidden" id="tes1-title">What clients say</h2>
    <figure class="tes1-figure">
      <blockquote class="tes1-quote">
        <p>Calm on set, fast in the edit and always one idea ahead of the brief. Our spring campaign was the best-performing we have ever run.</p>
      </blockquote>
      <figcaption class="tes1-caption">
        <img class="tes1-photo" src="${catalogueImage('person-2.svg')}" alt="Portrait of Amira Haddad" width="400" height="400" loading="lazy">
        <span><strong>Amira Haddad</strong><br>Brand director, Lumen Ceramics</span>
      </figcaption>
    </figure>
  </div>
</section>`,
);

const projectsTitle = customSection(
  'inner-3',
  `
<header class="inn3">
  <div class="site-container inn3-inner">
    <div>
      <p class="site-eyebrow">Projects</p>
      <h1 class="inn3-title">Recent commissions, 2021 to today</h1>
      <p class="inn3-lead">A few stories behind the pictures. Full case studies and rates are available on request.</p>
    </div>
    <img class="inn3-image" src="${catalogueImage('work-3.svg')}" alt="Rolling teal hills beneath a sand-coloured sun" width="800" height="600">
  </div>
</header>`,
);

const projects = customSection(
  'galleries-3',
  `
<section class="gal3" aria-labelledby="gal3-title">
  <div class="site-container">
    <h2 class="gal3-title" id="gal3-title">Campaigns and stories</h2>
    <div class="gal3-grid">
      <figure class="gal3-item">
        <img src="${catalogueImage('work-6.svg')}" alt="Concentric pale teal rings crossed by a navy bar" width="800" height="600" loading="lazy">
        <figcaption><strong>Lumen Ceramics</strong><span>Spring campaign, shot in Lisbon</span></figcaption>
      </figure>
      <figure class="gal3-item">
        <img src="${catalogueImage('work-1.svg')}" alt="Navy arches in teal, sand and mustard under a coral sun" width="800" height="600" loading="lazy">
        <figcaption><strong>Field Notes magazine</strong><span>Portrait series, twelve makers</span></figcaption>
      </figure>
      <figure class="gal3-item">
        <img src="${catalogueImage('work-5.svg')}" alt="Navy and sand triangles on a mustard background" width="800" height="600" loading="lazy">
        <figcaption><strong>Kestrel Outdoor</strong><span>Product launch and packaging</span></figcaption>
      </figure>
      <figure class="gal3-item">
        <img src="${catalogueImage('work-2.svg')}" alt="Grid of navy circles with a coral and a teal circle" width="800" height="600" loading="lazy">
        <figcaption><strong>Harvest Bakery</strong><span>Menu and cookbook photography</span></figcaption>
      </figure>
    </div>
  </div>
</section>`,
);

const featured = customSection(
  'media-1',
  `
<section class="med1" aria-label="Featured image">
  <div class="site-container">
    <figure class="med1-figure">
      <img src="${catalogueImage('studio.svg')}" alt="Illustration of a bright studio with an arched window, a desk and a lamp" width="800" height="600" loading="lazy">
      <figcaption>Behind the scenes of the Lumen Ceramics campaign: one window, one lamp and a lot of patience.</figcaption>
    </figure>
  </div>
</section>`,
);

const aboutTitle = customSection(
  'inner-2',
  `
<header class="inn2">
  <div class="site-container inn2-inner">
    <p class="inn2-eyebrow">About</p>
    <h1 class="inn2-title">Pictures made with people, not just of them</h1>
    <p class="inn2-lead">Ten years behind the camera, five of them running shoots from first idea to final grade.</p>
  </div>
</header>`,
);

const approach = customSection(
  'descriptions-3',
  `
<section class="dsc3" aria-labelledby="dsc3-title">
  <div class="site-container">
    <div class="dsc3-head">
      <h2 class="dsc3-title" id="dsc3-title">How a commission works</h2>
      <p>Most shoots take three to five weeks from brief to final files.</p>
    </div>
    <ol class="dsc3-steps">
      <li class="dsc3-step"><h3>Brief and moodboard</h3><p>A call about the audience and the story, then a moodboard and shot list to agree on.</p></li>
      <li class="dsc3-step"><h3>The shoot</h3><p>Location, crew, props and styling organised for you, with a clear schedule for the day.</p></li>
      <li class="dsc3-step"><h3>Edit and delivery</h3><p>A first selection within a week, then retouched files for print, web and social.</p></li>
    </ol>
  </div>
</section>`,
);

const contact = customSection(
  'contact-1',
  `
<section class="con1" id="contact" aria-labelledby="con1-title">
  <div class="site-container">
    <div class="con1-head">
      <h2 class="con1-title" id="con1-title">Start a commission</h2>
      <p>Send a few lines about the project. Every message gets a reply within two working days.</p>
    </div>
    <ul class="con1-cards">
      <li class="con1-card">
        <h3>Email</h3>
        <p>The best way to reach me, with dates and a rough budget if you have them.</p>
        <a href="mailto:hello@example.com">hello@example.com</a>
      </li>
      <li class="con1-card">
        <h3>Phone</h3>
        <p>Monday to Friday, 10 am to 6 pm.</p>
        <a href="tel:+442071234567">+44 20 7123 4567</a>
      </li>
      <li class="con1-card">
        <h3>Studio</h3>
        <p>Hackney Wick, London. Visits by appointment.</p>
        <a href="mailto:hello@example.com?subject=Studio%20visit">Arrange a visit</a>
      </li>
    </ul>
  </div>
</section>`,
);

export const portfolioTemplate = buildTemplate('portfolio', [
  {
    name: 'Home',
    path: '/',
    title: '{{site-name}} | Photography and art direction',
    description:
      'Campaign, product and portrait photography with art direction by {{site-name}}, for fashion, food and design brands.',
    keywords: 'photographer, art director, portfolio, campaign photography',
    sections: [nav, hero, selected, clients, kindWords, footer],
  },
  {
    name: 'Projects',
    path: '/projects',
    title: 'Projects | {{site-name}}',
    description: 'Recent campaigns, editorial series and product stories photographed by {{site-name}}.',
    keywords: 'projects, campaigns, editorial, product photography',
    sections: [nav, projectsTitle, projects, featured, footer],
  },
  {
    name: 'About',
    path: '/about',
    title: 'About and contact | {{site-name}}',
    description: 'How a commission with {{site-name}} works, and how to get in touch.',
    keywords: 'about, commissions, contact, rates',
    sections: [nav, aboutTitle, approach, contact, footer],
  },
]);

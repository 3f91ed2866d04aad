import { catalogueImage } from '../assets.js';
import { buildTemplate, customSection, fromBlock } from './compose.js';

/** Restaurant starter: a neighbourhood Mediterranean restaurant, named by its owner ({{site-name}}). */
const nav = customSection(
  'navigations-2',
  `
<nav class="nav2" aria-label="Main">
  <div class="site-container nav2-inner">
    <a class="nav2-brand" href="/">{{site-name}}</a>
    <p class="nav2-tagline">Small plates, wood fire and good wine</p>
    <ul class="nav2-links">
      <li><a href="/">Home</a></li>
      <li><a href="/menu">Menu</a></li>
      <li><a href="/about">About</a></li>
      <li><a href="/book">Book</a></li>
    </ul>
  </div>
</nav>`,
);

const footer = fromBlock('footers-3', [
  ['Have a project in mind?', 'Hungry? We keep a few tables for walk-ins.'],
  [
    '<li><a href="#work">Work</a></li>\n          <li><a href="#services">Services</a></li>\n          <li><a href="#about">About</a></li>\n          <li><a href="#journal">Journal</a></li>',
    '<li><a href="/menu">Menu</a></li>\n          <li><a href="/about">About</a></li>\n          <li><a href="/book">Book a table</a></li>',
  ],
  [' Made in Manchester.', ' 8 Harbour Row, Falmouth.'],
]);

const hero = customSection(
  'headers-3',
  `
<header class="hdr3">
  <div class="site-container">
    <div class="hdr3-top">
      <h1 class="hdr3-title">Cooked over fire, shared at the table</h1>
      <div class="hdr3-side">
        <p>A small neighbourhood restaurant by the harbour. Cornish fish and vegetables, cooked over oak, with bread baked every morning and wine from small growers.</p>
        <a class="site-btn" href="/book">Book a table</a>
      </div>
    </div>
    <img class="hdr3-image" src="${catalogueImage('studio.svg')}" alt="Illustration of a bright dining room with an arched window and a warm lamp" width="800" height="600">
  </div>
</header>`,
);

const promise = customSection(
  'text-3',
  `
<section class="txt3" aria-labelledby="txt3-title">
  <div class="site-container">
    <h2 class="site-eyebrow txt3-label" id="txt3-title">Our kitchen</h2>
    <p class="txt3-statement">We cook what the boats and the farms bring in that morning, <em>simply</em>, and we change the menu <em>whenever the season does</em>.</p>
  </div>
</section>`,
);

const highlights = customSection(
  'descriptions-2',
  `
<section class="dsc2" aria-labelledby="dsc2-title">
  <div class="site-container dsc2-inner">
    <img class="dsc2-image" src="${catalogueImage('work-1.svg')}" alt="Warm arches in teal, sand and mustard under a coral sun, like a wood oven at dusk" width="800" height="600" loading="lazy">
    <div>
      <p class="site-eyebrow">Lunch and dinner</p>
      <h2 class="dsc2-title" id="dsc2-title">Come for a plate, stay for the evening</h2>
      <p class="dsc2-lead">Order a few small plates to share, or leave it to the kitchen with our five-course tasting menu.</p>
      <ul class="dsc2-list">
        <li>Lunch Wednesday to Sunday, dinner Tuesday to Saturday</li>
        <li>Vegetarian and vegan dishes on every menu</li>
        <li>Private room for up to 14 guests</li>
        <li>Dogs welcome on the terrace</li>
      </ul>
    </div>
  </div>
</section>`,
);

const guestQuote = fromBlock('testimonials-1', [
  ['What our clients say', 'What guests say'],
  [
    'They listened more than they talked, and then came back with a website our customers actually enjoy using. Enquiries doubled within two months.',
    'The grilled mackerel with rhubarb was the best thing I ate all year. Warm service, a view of the boats and a bill that felt fair.',
  ],
  [
    '<strong>Amira Haddad</strong><br>Founder, Lumen Ceramics',
    '<strong>Amira Haddad</strong><br>Food writer, The Coast Weekly',
  ],
]);

const hours = fromBlock('contact-3', [
  [
    'alt="Map showing our office near the river, two streets north of the station"',
    'alt="Map showing the restaurant on Harbour Row, beside the fish quay"',
  ],
  ['Visit our office', 'Find us'],
  ['3 Riverside Court<br>', '8 Harbour Row<br>'],
  ['Leeds LS1 4AP', 'Falmouth TR11 3AA'],
  ['<dt>Monday to Thursday</dt><dd>8.30 am to 6 pm</dd>', '<dt>Tuesday to Saturday</dt><dd>12 noon to 10 pm</dd>'],
  ['<dt>Friday</dt><dd>8.30 am to 4 pm</dd>', '<dt>Sunday</dt><dd>12 noon to 4 pm</dd>'],
  ['<dt>Weekends</dt><dd>Closed</dd>', '<dt>Monday</dt><dd>Closed</dd>'],
  ['tel:+441132345678', 'tel:+441326123456'],
  ['Call reception', 'Call to book'],
]);

const menuTitle = customSection(
  'inner-2',
  `
<header class="inn2">
  <div class="site-container inn2-inner">
    <p class="inn2-eyebrow">Menu</p>
    <h1 class="inn2-title">This week at the table</h1>
    <p class="inn2-lead">Our menu changes with the catch and the harvest. Please tell us about allergies when you book.</p>
  </div>
</header>`,
);

const menu = customSection(
  'text-2',
  `
<section class="txt2" aria-labelledby="txt2-title">
  <div class="site-container">
    <h2 class="txt2-title" id="txt2-title">Small plates and mains</h2>
    <div class="txt2-columns">
      <p><strong>Sourdough and cultured butter</strong> · £5<br>Baked this morning, with Cornish sea salt.</p>
      <p><strong>Grilled mackerel, rhubarb and dill</strong> · £11<br>Line-caught off the Lizard.</p>
      <p><strong>Charred hispi cabbage, anchovy and almond</strong> · £9<br>Ask for it without anchovy to make it vegan.</p>
      <p><strong>Wood-roast chicken, aioli and leaves</strong> · £24<br>Half a free-range bird from Treway Farm.</p>
      <p><strong>Hake, mussels and saffron broth</strong> · £26<br>With grilled bread for the broth.</p>
      <p><strong>Burnt honey custard</strong> · £8<br>With shortbread and poached plums.</p>
    </div>
  </div>
</section>`,
);

const setMenus = customSection(
  'prices-1',
  `
<section class="pri1" aria-labelledby="pri1-title">
  <div class="site-container">
    <div class="pri1-head">
      <p class="site-eyebrow">Set menus</p>
      <h2 class="pri1-title" id="pri1-title">Let the kitchen choose</h2>
      <p>For the whole table. Wine pairings are available with every menu.</p>
    </div>
    <ul class="pri1-plans">
      <li class="pri1-plan">
        <h3 class="pri1-name">Lunch</h3>
        <p class="pri1-price"><strong>£22</strong> a person</p>
        <p class="pri1-desc">Two courses and a glass of house wine, Wednesday to Friday.</p>
        <ul class="pri1-features"><li>Bread to start</li><li>A main and a dessert</li><li>Served in an hour</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="/book">Book lunch</a>
      </li>
      <li class="pri1-plan pri1-plan-featured">
        <p class="pri1-badge">Most loved</p>
        <h3 class="pri1-name">Tasting menu</h3>
        <p class="pri1-price"><strong>£55</strong> a person</p>
        <p class="pri1-desc">Five courses from whatever is best this week.</p>
        <ul class="pri1-features"><li>Snacks and bread</li><li>Three savoury courses</li><li>Dessert and petits fours</li><li>Vegetarian version on request</li></ul>
        <a class="site-btn pri1-btn" href="/book">Book the tasting menu</a>
      </li>
      <li class="pri1-plan">
        <h3 class="pri1-name">Sunday lunch</h3>
        <p class="pri1-price"><strong>£32</strong> a person</p>
        <p class="pri1-desc">A roast from the wood oven with all the trimmings.</p>
        <ul class="pri1-features"><li>Sharing platters</li><li>Children's portions £14</li><li>Noon to 4 pm</li></ul>
        <a class="site-btn site-btn-ghost pri1-btn" href="/book">Book Sunday lunch</a>
      </li>
    </ul>
  </div>
</section>`,
);

const aboutTitle = customSection(
  'inner-3',
  `
<header class="inn3">
  <div class="site-container inn3-inner">
    <div>
      <p class="site-eyebrow">About</p>
      <h1 class="inn3-title">A harbour kitchen since 2015</h1>
      <p class="inn3-lead">Twenty-eight seats, one wood-fired grill and a small team who love feeding people.</p>
    </div>
    <img class="inn3-image" src="${catalogueImage('work-3.svg')}" alt="Rolling teal hills beneath a sand-coloured sun, like the coast at dusk" width="800" height="600">
  </div>
</header>`,
);

const chef = customSection(
  'team-3',
  `
<section class="tm3" aria-labelledby="tm3-title">
  <div class="site-container tm3-inner">
    <img class="tm3-photo" src="${catalogueImage('person-3.svg')}" alt="Portrait of our head chef" width="400" height="400" loading="lazy">
    <div>
      <p class="site-eyebrow">In the kitchen</p>
      <h2 class="tm3-title" id="tm3-title">Cooking the coast, one season at a time</h2>
      <blockquote class="tm3-quote"><p>If a fisherman calls at six with something beautiful, it is on the menu by lunch.</p></blockquote>
      <p class="tm3-bio">Our head chef trained in Bristol and San Sebastián before coming home to Cornwall. The menu is written every Tuesday with the growers, the boats and the butcher.</p>
    </div>
  </div>
</section>`,
);

const suppliers = customSection(
  'benefits-1',
  `
<section class="ben1" aria-labelledby="ben1-title">
  <div class="site-container">
    <h2 class="ben1-title" id="ben1-title">Where our food comes from</h2>
    <ul class="ben1-grid">
      <li><span class="ben1-icon ben1-icon-clock" aria-hidden="true"></span><h3>Day boats</h3><p>Fish from three small boats landing on the quay across the road, bought the morning we cook it.</p></li>
      <li><span class="ben1-icon ben1-icon-price" aria-hidden="true"></span><h3>Farms within 20 miles</h3><p>Vegetables, meat and dairy from farms we visit, paid fairly and on time.</p></li>
      <li><span class="ben1-icon ben1-icon-people" aria-hidden="true"></span><h3>Nothing wasted</h3><p>Trimmings become stocks, pickles and staff lunch. What is left feeds the garden.</p></li>
    </ul>
  </div>
</section>`,
);

const bookTitle = customSection(
  'inner-1',
  `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="/book" aria-current="page">Book a table</a></li></ol>
    </nav>
    <h1 class="inn1-title">Book a table</h1>
    <p class="inn1-lead">Send us your date, time and party size and we will confirm by email within a few hours.</p>
  </div>
</header>`,
);

const booking = fromBlock('contact-2', [
  ['<p class="site-eyebrow">Contact</p>', '<p class="site-eyebrow">Reservations</p>'],
  ['Tell us what you need', 'Request a table'],
  [
    'Share a few details and we will get back to you within one working day. Prefer to call? We are happy to chat.',
    'Fill in the form and we will confirm your table. For tables of more than eight, please call.',
  ],
  ['tel:+442071234567">+44 20 7123 4567', 'tel:+441326123456">+44 1326 123 456'],
  ['Monday to Friday, 9 am to 5.30 pm', 'Tuesday to Sunday, from 10 am'],
  ['How can we help?', 'Date, time, number of guests and any allergies'],
  ['Send message', 'Send request'],
]);

const bookingQuestions = customSection(
  'panels-3',
  `
<section class="pnl3" aria-labelledby="pnl3-title">
  <div class="site-container pnl3-inner">
    <div>
      <h2 class="pnl3-title" id="pnl3-title">Before you visit</h2>
      <p class="pnl3-lead">Any other question? <a href="mailto:hello@example.com">Email us</a>.</p>
    </div>
    <div class="pnl3-list">
      <details class="pnl3-item" open>
        <summary>Can you cater for allergies?</summary>
        <p>Yes. Tell us when you book and the kitchen will adapt each dish; we list the fourteen main allergens for every plate.</p>
      </details>
      <details class="pnl3-item">
        <summary>Do you take walk-ins?</summary>
        <p>We keep four tables and the bar for walk-ins every service, first come, first served.</p>
      </details>
      <details class="pnl3-item">
        <summary>What if I need to cancel?</summary>
        <p>Let us know 24 hours ahead. For the tasting menu we take a £10 deposit a person, refunded if you cancel in time.</p>
      </details>
    </div>
  </div>
</section>`,
);

export const restaurantTemplate = buildTemplate('restaurant', [
  {
    name: 'Home',
    path: '/',
    title: '{{site-name}} | Harbour restaurant in Falmouth',
    description:
      '{{site-name}} cooks Cornish fish and vegetables over a wood fire, by the harbour in Falmouth. Book a table for lunch or dinner.',
    keywords: 'restaurant, Falmouth, seafood, wood fire, small plates',
    sections: [nav, hero, promise, highlights, guestQuote, hours, footer],
  },
  {
    name: 'Menu',
    path: '/menu',
    title: 'Menu | {{site-name}}',
    description:
      'This week’s small plates, mains and set menus at {{site-name}}, changing with the catch and the season.',
    keywords: 'menu, tasting menu, Sunday lunch, vegetarian',
    sections: [nav, menuTitle, menu, setMenus, footer],
  },
  {
    name: 'About',
    path: '/about',
    title: 'About | {{site-name}}',
    description: 'The kitchen, the team and the suppliers behind {{site-name}}.',
    keywords: 'about, chef, local suppliers, Cornwall',
    sections: [nav, aboutTitle, chef, suppliers, footer],
  },
  {
    name: 'Book',
    path: '/book',
    title: 'Book a table | {{site-name}}',
    description: 'Request a table at {{site-name}} for lunch, dinner or Sunday lunch.',
    keywords: 'book a table, reservations, private dining',
    sections: [nav, bookTitle, booking, bookingQuestions, footer],
  },
]);

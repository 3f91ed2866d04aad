import { catalogueImage } from '../assets.js';
import { buildTemplate, customSection, fromBlock } from './compose.js';

/** Shop-front starter: an independent shop for plants, pots and homeware, named by its owner ({{site-name}}). */
const nav = customSection(
  'navigations-2',
  `
<nav class="nav2" aria-label="Main">
  <div class="site-container nav2-inner">
    <a class="nav2-brand" href="/">{{site-name}}</a>
    <p class="nav2-tagline">Plants, pots and things for the home</p>
    <ul class="nav2-links">
      <li><a href="/">Home</a></li>
      <li><a href="/shop">Shop</a></li>
      <li><a href="/about">About</a></li>
      <li><a href="/visit">Visit</a></li>
    </ul>
  </div>
</nav>`,
);

const footer = fromBlock('footers-2', [
  [
    'Advisory and technology services for regional manufacturers, since 2004.',
    'An independent shop for plants, pots and handmade homeware.',
  ],
  ['id="ftr2-company">Company</h2>', 'id="ftr2-company">Shop</h2>'],
  [
    '<li><a href="#about">About us</a></li><li><a href="#careers">Careers</a></li><li><a href="#news">News</a></li>',
    '<li><a href="/shop">All products</a></li><li><a href="/about">About</a></li><li><a href="/visit">Visit us</a></li>',
  ],
  ['id="ftr2-services">Solutions</h2>', 'id="ftr2-services">Help</h2>'],
  [
    '<li><a href="#operations">Operations</a></li><li><a href="#digital">Digital systems</a></li><li><a href="#finance">Finance advisory</a></li>',
    '<li><a href="/shop#delivery">Delivery</a></li><li><a href="/shop#returns">Returns</a></li><li><a href="/visit">Opening hours</a></li>',
  ],
  ['3 Riverside Court<br>Leeds LS1 4AP', '22 Walcot Street<br>Bath BA1 5BG'],
  ['tel:+441132345678">+44 113 234 5678', 'tel:+441225123456">+44 1225 123 456'],
  [' Registered in England and Wales.', ' Independent since 2017.'],
  [
    '<p><a href="#privacy">Privacy</a> &middot; <a href="#terms">Terms</a></p>',
    '<p><a href="/visit">Find the shop</a></p>',
  ],
]);

const hero = customSection(
  'headers-3',
  `
<header class="hdr3">
  <div class="site-container">
    <div class="hdr3-top">
      <h1 class="hdr3-title">Plants that thrive, and pots made to keep them</h1>
      <div class="hdr3-side">
        <p>Houseplants grown in Somerset, planters thrown by local potters and linen, candles and tableware chosen one piece at a time. Order by noon for next-day delivery.</p>
        <a class="site-btn" href="/shop">Shop the collection</a>
      </div>
    </div>
    <img class="hdr3-image" src="${catalogueImage('studio.svg')}" alt="Illustration of a bright shop with an arched window, a table and a lamp" width="800" height="600">
  </div>
</header>`,
);

const categories = customSection(
  'panels-1',
  `
<section class="pnl1" aria-labelledby="pnl1-title">
  <div class="site-container">
    <div class="pnl1-head">
      <p class="site-eyebrow">Shop by room</p>
      <h2 class="pnl1-title" id="pnl1-title">Something for every corner of the house</h2>
    </div>
    <ul class="pnl1-grid">
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">01</span>
        <h3>Houseplants</h3>
        <p>Easy-going plants for bright windows and shady hallways, each with a care card written by us.</p>
        <a href="/shop">Browse houseplants</a>
      </li>
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">02</span>
        <h3>Pots and planters</h3>
        <p>Stoneware and terracotta from four potters within thirty miles of the shop, glazed to last outdoors.</p>
        <a href="/shop">Browse pots</a>
      </li>
      <li class="pnl1-card">
        <span class="pnl1-icon" aria-hidden="true">03</span>
        <h3>Home and gifts</h3>
        <p>Linen, soy candles and tableware, wrapped in recycled paper and ready to give.</p>
        <a href="/shop">Browse gifts</a>
      </li>
    </ul>
  </div>
</section>`,
);

const products = customSection(
  'galleries-3',
  `
<section class="gal3" aria-labelledby="gal3-title">
  <div class="site-container">
    <h2 class="gal3-title" id="gal3-title">New this week</h2>
    <div class="gal3-grid">
      <figure class="gal3-item">
        <img src="${catalogueImage('work-6.svg')}" alt="Pale teal rings like the leaves of a calathea, crossed by a navy stem" width="800" height="600" loading="lazy">
        <figcaption><strong>Calathea orbifolia</strong><span>Large, in a 17 cm nursery pot · £28</span></figcaption>
      </figure>
      <figure class="gal3-item">
        <img src="${catalogueImage('work-1.svg')}" alt="Arched stoneware planters in teal, sand and mustard" width="800" height="600" loading="lazy">
        <figcaption><strong>Arch planter</strong><span>Hand-thrown stoneware, three glazes · £34</span></figcaption>
      </figure>
      <figure class="gal3-item">
        <img src="${catalogueImage('work-5.svg')}" alt="Folded linen napkins in navy and sand on a mustard cloth" width="800" height="600" loading="lazy">
        <figcaption><strong>Linen napkins</strong><span>Set of four, stonewashed · £24</span></figcaption>
      </figure>
      <figure class="gal3-item">
        <img src="${catalogueImage('work-2.svg')}" alt="Rows of round candle tins with one coral and one teal lid" width="800" height="600" loading="lazy">
        <figcaption><strong>Fig leaf candle</strong><span>Soy wax, 40-hour burn · £18</span></figcaption>
      </figure>
    </div>
  </div>
</section>`,
);

const reviews = fromBlock('testimonials-3', [
  ['Rated 4.9 out of 5 by 320 customers', 'Rated 4.9 out of 5 by 1,200 customers'],
  ['Reviews collected independently after every finished project.', 'Reviews collected after every delivered order.'],
  [
    'Friendly, organised and genuinely good at what they do. Our shop looks twice the size online.',
    'The fiddle-leaf fig arrived wrapped like a present, with a care card that has kept it alive for two years.',
  ],
  ['Priya Nair, Oakline Interiors', 'Priya, Bristol'],
  [
    'We came with a mess of ideas and left with a clear plan and a site we are proud to send people to.',
    'My favourite shop in Bath. They always know which plant will cope with my dark flat.',
  ],
  ['Tom Ashworth, Northwind Cycles', 'Tom, Bath'],
]);

const letter = fromBlock('subscription-2', [
  ['Get our quarterly industry briefing', 'A note from the shop, once a month'],
  [
    'Market figures, regulation changes and case studies, in a ten-minute read.',
    'New arrivals, seasonal plant care and first pick of each potter’s kiln.',
  ],
  ['data-form-name="Newsletter"', 'data-form-name="Shop letter"'],
  ['Work email', 'Email address'],
]);

const shopTitle = customSection(
  'inner-1',
  `
<header class="inn1">
  <div class="site-container">
    <nav class="inn1-crumbs" aria-label="Breadcrumb">
      <ol><li><a href="/">Home</a></li><li><a href="/shop" aria-current="page">Shop</a></li></ol>
    </nav>
    <h1 class="inn1-title">Shop</h1>
    <p class="inn1-lead">Everything in the shop today. Order online for delivery, or reserve and collect from Walcot Street.</p>
  </div>
</header>`,
);

const collection = customSection(
  'galleries-2',
  `
<section class="gal2" aria-labelledby="gal2-title">
  <div class="site-container">
    <div class="gal2-head">
      <h2 class="gal2-title" id="gal2-title">The potters' collection</h2>
      <p>Planters from four studios near Bath, each glaze mixed by hand. No two are quite the same.</p>
    </div>
    <ul class="gal2-grid">
      <li class="gal2-main"><img src="${catalogueImage('work-1.svg')}" alt="Arched stoneware planters in teal, sand and mustard" width="800" height="600" loading="lazy"></li>
      <li><img src="${catalogueImage('work-2.svg')}" alt="Round bowls seen from above, one coral and one teal" width="800" height="600" loading="lazy"></li>
      <li><img src="${catalogueImage('work-3.svg')}" alt="Low teal and navy dishes stacked like hills" width="800" height="600" loading="lazy"></li>
      <li><img src="${catalogueImage('work-4.svg')}" alt="Square navy and pale blue planters nested together" width="800" height="600" loading="lazy"></li>
      <li><img src="${catalogueImage('work-5.svg')}" alt="Triangular sand and navy vases on a mustard shelf" width="800" height="600" loading="lazy"></li>
    </ul>
  </div>
</section>`,
);

const promises = customSection(
  'benefits-1',
  `
<section class="ben1" id="delivery" aria-labelledby="ben1-title">
  <div class="site-container">
    <h2 class="ben1-title" id="ben1-title">Delivery, returns and care</h2>
    <ul class="ben1-grid">
      <li><span class="ben1-icon ben1-icon-clock" aria-hidden="true"></span><h3>Next-day delivery</h3><p>Order by noon, Monday to Thursday, and your plants arrive the next day in plastic-free packaging.</p></li>
      <li id="returns"><span class="ben1-icon ben1-icon-price" aria-hidden="true"></span><h3>Free returns for 30 days</h3><p>Not quite right? Send pots and homeware back within 30 days for a full refund.</p></li>
      <li><span class="ben1-icon ben1-icon-people" aria-hidden="true"></span><h3>Plant help for life</h3><p>Email a photo of any plant you bought from us and we will tell you what it needs.</p></li>
    </ul>
  </div>
</section>`,
);

const storyTitle = customSection(
  'inner-3',
  `
<header class="inn3">
  <div class="site-container inn3-inner">
    <div>
      <p class="site-eyebrow">Our story</p>
      <h1 class="inn3-title">A small shop with a big window</h1>
      <p class="inn3-lead">We opened in 2017 with forty plants and one potter. Today we work with growers and makers across the South West.</p>
    </div>
    <img class="inn3-image" src="${catalogueImage('work-3.svg')}" alt="Rolling teal hills beneath a sand-coloured sun" width="800" height="600">
  </div>
</header>`,
);

const makers = customSection(
  'panels-2',
  `
<section class="pnl2" aria-labelledby="pnl2-title">
  <div class="site-container">
    <h2 class="pnl2-title" id="pnl2-title">How we choose what we sell</h2>
    <div class="pnl2-row">
      <img src="${catalogueImage('work-6.svg')}" alt="Concentric pale teal rings like a plant seen from above" width="800" height="600" loading="lazy">
      <div class="pnl2-text">
        <h3>Grown close to home</h3>
        <p>Our plants come from two family nurseries in Somerset. Shorter journeys mean healthier plants, and peat-free compost means a lighter footprint.</p>
      </div>
    </div>
    <div class="pnl2-row pnl2-row-flip">
      <img src="${catalogueImage('work-4.svg')}" alt="Nested squares in navy, pale blue and teal like stacked planters" width="800" height="600" loading="lazy">
      <div class="pnl2-text">
        <h3>Made by people we know</h3>
        <p>Every pot, candle and napkin is made by a maker we have met. We pay them when we order, not when it sells.</p>
      </div>
    </div>
  </div>
</section>`,
);

const visitTitle = customSection(
  'inner-2',
  `
<header class="inn2">
  <div class="site-container inn2-inner">
    <p class="inn2-eyebrow">Visit us</p>
    <h1 class="inn2-title">Come and see the plants in person</h1>
    <p class="inn2-lead">Two minutes' walk from the Podium, with step-free access and a bench outside for waiting dogs.</p>
  </div>
</header>`,
);

const shopVisit = fromBlock('contact-3', [
  [
    'alt="Map showing our office near the river, two streets north of the station"',
    'alt="Map showing the shop on Walcot Street, a short walk north of the city centre"',
  ],
  ['Visit our office', 'Find the shop'],
  ['3 Riverside Court<br>', '22 Walcot Street<br>'],
  ['Leeds LS1 4AP', 'Bath BA1 5BG'],
  ['<dt>Monday to Thursday</dt><dd>8.30 am to 6 pm</dd>', '<dt>Tuesday to Saturday</dt><dd>10 am to 5.30 pm</dd>'],
  ['<dt>Friday</dt><dd>8.30 am to 4 pm</dd>', '<dt>Sunday</dt><dd>11 am to 4 pm</dd>'],
  ['<dt>Weekends</dt><dd>Closed</dd>', '<dt>Monday</dt><dd>Closed</dd>'],
  ['tel:+441132345678', 'tel:+441225123456'],
  ['Call reception', 'Call the shop'],
]);

const shopQuestions = customSection(
  'panels-3',
  `
<section class="pnl3" aria-labelledby="pnl3-title">
  <div class="site-container pnl3-inner">
    <div>
      <h2 class="pnl3-title" id="pnl3-title">Good to know</h2>
      <p class="pnl3-lead">Anything else? <a href="mailto:hello@example.com">Email us</a> and we will reply the same day.</p>
    </div>
    <div class="pnl3-list">
      <details class="pnl3-item" open>
        <summary>Can I reserve a plant and collect it?</summary>
        <p>Yes. Reserve online and collect within three days; we keep it watered on the shelf behind the counter.</p>
      </details>
      <details class="pnl3-item">
        <summary>Do you deliver large plants?</summary>
        <p>Plants over a metre tall are delivered by our own van within fifteen miles of Bath, on Wednesdays and Saturdays.</p>
      </details>
      <details class="pnl3-item">
        <summary>Do you offer gift cards?</summary>
        <p>We do, from £10, by email or printed on seeded paper that grows wildflowers.</p>
      </details>
    </div>
  </div>
</section>`,
);

export const shopTemplate = buildTemplate('shop', [
  {
    name: 'Home',
    path: '/',
    title: '{{site-name}} | Plants, pots and homeware',
    description:
      'Houseplants grown in Somerset, planters from local potters and handmade homeware, with next-day delivery from {{site-name}}.',
    keywords: 'plant shop, houseplants, planters, homeware, gifts',
    sections: [nav, hero, categories, products, reviews, letter, footer],
  },
  {
    name: 'Shop',
    path: '/shop',
    title: 'Shop | {{site-name}}',
    description:
      'Houseplants, planters and homeware from {{site-name}}, with next-day delivery and free returns for 30 days.',
    keywords: 'buy houseplants, stoneware planters, candles, linen',
    sections: [nav, shopTitle, products, collection, promises, footer],
  },
  {
    name: 'About',
    path: '/about',
    title: 'Our story | {{site-name}}',
    description: 'How {{site-name}} began, and the growers and makers behind everything in the shop.',
    keywords: 'about, independent shop, local makers, growers',
    sections: [nav, storyTitle, makers, reviews, footer],
  },
  {
    name: 'Visit',
    path: '/visit',
    title: 'Visit us | {{site-name}}',
    description: 'Opening hours, address and collection details for {{site-name}}.',
    keywords: 'opening hours, address, click and collect',
    sections: [nav, visitTitle, shopVisit, shopQuestions, footer],
  },
]);

import { buildTemplate, customSection } from './compose.js';

/** Blank site: one page with a navigation, a short header and a footer, ready for sections to be added. */
const nav = customSection(
  'navigations-1',
  `
<nav class="nav1" aria-label="Main">
  <div class="site-container nav1-inner">
    <a class="nav1-brand" href="/"><span class="nav1-mark" aria-hidden="true"></span>{{site-name}}</a>
    <ul class="nav1-links">
      <li><a href="/">Home</a></li>
    </ul>
    <a class="site-btn nav1-cta" href="mailto:hello@example.com">Contact</a>
  </div>
</nav>`,
);

const header = customSection(
  'headers-2',
  `
<header class="hdr2">
  <div class="site-container hdr2-inner">
    <p class="hdr2-eyebrow">Welcome</p>
    <h1 class="hdr2-title">Your site starts here</h1>
    <p class="hdr2-lead">Say in one sentence what you do and who it is for. Then add sections below to tell the rest of your story.</p>
    <div class="hdr2-actions">
      <a class="site-btn site-btn-light" href="mailto:hello@example.com">Get in touch</a>
    </div>
  </div>
</header>`,
);

const footer = customSection(
  'footers-1',
  `
<footer class="ftr1">
  <div class="site-container ftr1-inner">
    <a class="ftr1-brand" href="/">{{site-name}}</a>
    <nav aria-label="Footer">
      <ul class="ftr1-links">
        <li><a href="/">Home</a></li>
        <li><a href="mailto:hello@example.com">hello@example.com</a></li>
      </ul>
    </nav>
    <p class="ftr1-copy">&copy; {{year}} {{site-name}}. All rights reserved.</p>
  </div>
</footer>`,
);

export const blankTemplate = buildTemplate('blank', [
  {
    name: 'Home',
    path: '/',
    title: '{{site-name}}',
    description: 'A new website, ready to be made your own.',
    keywords: 'website, home',
    sections: [nav, header, footer],
  },
]);

import { createHash } from 'node:crypto';

import { escapeHtml } from '../../lib/escape-html.js';
import type { StoreRow } from './storefront-store.js';
import { fontStackOf, isStorefrontFont, storefrontTheme } from './storefront-themes.js';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The colours and fonts a store shows: the seller's where set (and valid), otherwise its theme's. */
export function storeLook(store: Pick<StoreRow, 'colors' | 'fonts' | 'theme'>) {
  const theme = storefrontTheme(store.theme);
  const colour = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);
  const font = (value: string | undefined, fallback: string) => (value && isStorefrontFont(value) ? value : fallback);
  return {
    primary: colour(store.colors?.primary, theme.primary),
    accent: colour(store.colors?.accent, theme.accent),
    headingFont: font(store.fonts?.heading, theme.headingFont),
    bodyFont: font(store.fonts?.body, theme.bodyFont),
  };
}

/**
 * The store's colours and fonts as one small inline rule. Colours are checked to be `#rrggbb` and fonts to
 * be ids of the font list (anything else falls back), so nothing a seller saves can break out of the rule;
 * the CSP allows exactly this block by its hash, so no `'unsafe-inline'` is needed.
 *
 * No font is preloaded: measured on the storefront bench (docs/performance.md § Storefronts), a preloaded
 * heading font competed with the first product image and took the home page from 98 to 76.
 */
export function themeStyle(store: Pick<StoreRow, 'colors' | 'fonts' | 'theme'>): { css: string; hash: string } {
  const look = storeLook(store);
  const css = `:root{--primary:${look.primary};--accent:${look.accent};--heading:${fontStackOf(look.headingFont)};--body:${fontStackOf(look.bodyFont)}}`;
  return { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

export interface PageInput {
  store: StoreRow;
  title: string;
  body: string;
  stylesheetPath: string;
  cartCount: number;
  logoPath: string | null;
}

/**
 * The one layout of every storefront page: header (logo, name, search, cart), main, footer. No script.
 * The icon is left to /favicon.ico (files.ts): the logo, or nothing.
 */
export function renderPage(input: PageInput, theme: { css: string }): string {
  const { store } = input;
  const themeClass = `theme-${store.theme.replace(/[^a-z0-9-]/g, '')}`;
  const logo = input.logoPath
    ? `<img class="logo" src="${escapeHtml(input.logoPath)}" alt="" width="40" height="40">`
    : '';
  const cartLabel = input.cartCount > 0 ? `Cart (${input.cartCount})` : 'Cart';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(input.title)}</title><meta name="description" content="${escapeHtml(store.name)}">
<link rel="stylesheet" href="${escapeHtml(input.stylesheetPath)}"><style>${theme.css}</style></head>
<body class="${themeClass}"><header class="top"><div class="wrap bar"><a class="brand" href="/">${logo}<span>${escapeHtml(store.name)}</span></a>
<form class="search" action="/products" method="get" role="search"><label class="sr" for="q">Search products</label><input id="q" name="q" type="search" placeholder="Search products"><button type="submit">Search</button></form>
<a class="cart-link" href="/cart">${escapeHtml(cartLabel)}</a></div></header>
<main class="wrap">${input.body}</main>
<footer class="wrap foot"><p>© ${escapeHtml(store.name)}</p></footer></body></html>`;
}

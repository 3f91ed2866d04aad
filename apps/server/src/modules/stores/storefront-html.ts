import { createHash } from 'node:crypto';

import { escapeHtml } from '../../lib/escape-html.js';
import type { StoreRow } from './storefront-store.js';

/**
 * Each starter design's own colours, used until the seller picks some: every accent keeps white button
 * text and accent links on white at WCAG AA contrast.
 */
const THEME_COLORS: Record<string, { primary: string; accent: string }> = {
  blank: { primary: '#111827', accent: '#4f46e5' },
  personal: { primary: '#3f3f46', accent: '#be185d' },
  agency: { primary: '#0f172a', accent: '#c2410c' },
  corporate: { primary: '#1e3a8a', accent: '#0369a1' },
};
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The store's colours as one small inline rule. The values are checked to be `#rrggbb` (anything else
 * falls back), so nothing a seller saves can break out of the rule; the CSP allows exactly this block by
 * its hash, so no `'unsafe-inline'` is needed.
 */
export function themeStyle(store: Pick<StoreRow, 'colors' | 'theme'>): { css: string; hash: string } {
  const defaults = THEME_COLORS[store.theme] ?? THEME_COLORS.blank!;
  const primary = HEX.test(store.colors?.primary ?? '') ? store.colors!.primary : defaults.primary;
  const accent = HEX.test(store.colors?.accent ?? '') ? store.colors!.accent : defaults.accent;
  const css = `:root{--primary:${primary};--accent:${accent}}`;
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

import type { Block } from '@aerie/blocks';

/**
 * TEMPORARY: three sections so the section picker works on this branch. The real catalogue (`BLOCKS`
 * of @aerie/blocks, every category of 001 §2) is written on another branch; at merge, import `BLOCKS`
 * in section-picker.tsx and delete this file.
 */
export const TEMPORARY_BLOCKS: Block[] = [
  {
    id: 'headers-1',
    category: 'headers',
    label: 'Centred hero',
    html: `<section class="tb-hero"><div class="tb-wrap"><h1>Build something people love</h1><p>A short line that says what you do and for whom.</p><a class="tb-button" href="#contact">Get in touch</a></div></section>`,
    css: `.tb-hero{padding:calc(var(--site-space,1rem)*5) var(--site-space,1rem);background:var(--site-color-surface,#f3f5f7);text-align:center}.tb-wrap{max-width:var(--site-max-width,1120px);margin:0 auto}.tb-hero h1{font-family:var(--site-font-heading,inherit);color:var(--site-color-text,#1a2230);font-size:clamp(2rem,5vw,3.25rem);margin:0 0 1rem}.tb-hero p{color:var(--site-color-muted,#556070);font-size:1.125rem;margin:0 0 2rem}.tb-button{display:inline-block;padding:.75rem 1.5rem;border-radius:var(--site-radius,8px);background:var(--site-color-primary,#1e3a5f);color:#fff;text-decoration:none;font-weight:600}`,
  },
  {
    id: 'testimonials-1',
    category: 'testimonials',
    label: 'Three quotes',
    html: `<section class="tb-quotes"><div class="tb-wrap"><h2>What our clients say</h2><div class="tb-quote-grid"><blockquote><p>They understood the brief in a day and shipped in a week.</p><cite>Ada, founder</cite></blockquote><blockquote><p>Calm, clear and always on time.</p><cite>Grace, director</cite></blockquote><blockquote><p>Our sign-ups doubled after the redesign.</p><cite>Alan, marketing lead</cite></blockquote></div></div></section>`,
    css: `.tb-quotes{padding:calc(var(--site-space,1rem)*4) var(--site-space,1rem)}.tb-quotes h2{text-align:center;font-family:var(--site-font-heading,inherit);color:var(--site-color-text,#1a2230);margin:0 0 2rem}.tb-quote-grid{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}.tb-quote-grid blockquote{margin:0;padding:1.5rem;border-radius:var(--site-radius,8px);background:var(--site-color-surface,#f3f5f7)}.tb-quote-grid cite{color:var(--site-color-muted,#556070);font-style:normal}`,
  },
  {
    id: 'footers-1',
    category: 'footers',
    label: 'Simple footer',
    html: `<footer class="tb-footer"><div class="tb-wrap"><p>© Your company. All rights reserved.</p><a href="mailto:hello@example.com">hello@example.com</a></div></footer>`,
    css: `.tb-footer{padding:2rem var(--site-space,1rem);background:var(--site-color-primary,#1e3a5f);color:#fff}.tb-footer .tb-wrap{display:flex;flex-wrap:wrap;gap:1rem;justify-content:space-between;align-items:center}.tb-footer p{margin:0}.tb-footer a{color:#fff}`,
  },
];

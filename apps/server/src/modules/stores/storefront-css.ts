import { createHash } from 'node:crypto';

import { FONT_LIBRARY, LATIN_UNICODE_RANGE } from '@aerie/blocks';

import { encodeBody, type EncodedBody } from '../../lib/encoded-body.js';
import { storefrontFontPath } from './storefront-themes.js';

/**
 * The storefronts' one stylesheet, shared by every store and cached for a year: no framework, a few KB
 * after brotli. A store's colours and fonts come from its inline `:root` rule (storefront-html.ts:
 * `--primary`, `--accent`, `--heading`, `--body`); `.theme-{id}` rules give each starter design its header,
 * buttons, cards and titles (docs/architecture.md § Storefront themes). The `@font-face` rules name every
 * library family, but a browser fetches a file only for a family the page uses.
 *
 * Cards far below the fold are not laid out (`content-visibility:auto`), so their lazy images are not
 * fetched while a phone on a slow link still waits for the first one, the page's largest paint.
 */
const BASE_CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 var(--body);color:#1f2937;background:#fff}
h1,h2,.brand{font-family:var(--heading)}
a{color:var(--accent)}img{max-width:100%;height:auto}.wrap{max-width:1100px;margin:0 auto;padding:0 16px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.top{background:#fff;color:var(--primary);border-bottom:1px solid #e5e7eb}.bar{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:12px 16px}
.brand{display:flex;gap:10px;align-items:center;color:inherit;text-decoration:none;font-weight:700;font-size:22px;line-height:1.2;margin-right:auto}
.logo{width:40px;height:40px;object-fit:contain;border-radius:6px;background:#fff}
.search{display:flex;gap:4px;flex:1 1 220px;max-width:340px}.search input{min-width:0;width:8em;flex:1}
input,select,button{font:inherit;padding:8px 10px;border:1px solid #9ca3af;border-radius:var(--radius,6px)}
button,.btn{background:var(--accent);color:#fff;border:1px solid var(--accent);cursor:pointer;text-decoration:none;display:inline-block;border-radius:var(--radius,6px);padding:8px 16px;font-weight:600}
button.link{background:none;color:var(--accent);border:0;padding:0;text-decoration:underline;font-weight:400}
.cart-link{color:inherit;font-weight:600}h1{font-size:var(--h1,30px);line-height:1.2;margin:28px 0 14px}@media(max-width:599px){h1{font-size:min(var(--h1,30px),32px)}}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:20px;padding:0;list-style:none}
.card{border:1px solid #e5e7eb;border-radius:var(--card-radius,10px);overflow:hidden;background:#fff;content-visibility:auto;contain-intrinsic-size:auto 340px}.card a{color:inherit;text-decoration:none;display:block}
.card img{display:block;width:100%;aspect-ratio:1;object-fit:cover;background:#f3f4f6}.card div.info{padding:10px 12px}
.ph{display:flex;align-items:center;justify-content:center;width:100%;aspect-ratio:1;color:var(--accent);background:#f3f4f6;background:color-mix(in srgb,var(--accent) 8%,#fff)}.ph svg{width:28%;height:auto;opacity:.6}
.card h2{font-size:17px;line-height:1.35;margin:0 0 4px}.card .price{margin:0}.tag{margin-left:6px;font-size:14px;color:#991b1b}
.price{font-weight:700}.product .price{font-size:22px;margin:0 0 12px}.muted{color:#4b5563}.pages{display:flex;gap:16px;margin:24px 0}
.hint{background:#fffbeb;color:#78350f;border:1px solid #fcd34d;border-radius:8px;padding:10px 14px}
.product{display:grid;gap:24px;margin-top:24px}.product h1{margin-top:0}@media(min-width:800px){.product{grid-template-columns:1fr 1fr}}
.product .main{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:var(--card-radius,10px);background:#f3f4f6;margin-bottom:8px}.product .ph{border-radius:var(--card-radius,10px)}
.thumbs{display:flex;gap:8px;flex-wrap:wrap}.thumbs img{width:80px;height:80px;object-fit:cover}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb}
td input{width:72px}td form{display:flex;gap:6px;align-items:center;margin:0}.totals{margin-left:auto;max-width:320px}.totals p{display:flex;justify-content:space-between;margin:4px 0}
.totals .btn,.totals button{margin:8px 0 0 auto}.checkout{max-width:640px}
.cart-foot{display:flex;flex-wrap:wrap;gap:16px 32px;margin-top:16px}.cart-foot .totals{flex:1 1 260px}.discount{flex:1 1 260px;max-width:380px}.discount form{margin:0}.discount .ok{margin:0 0 4px}.inline{display:flex;gap:6px}.inline input{flex:1;min-width:0}
@media(max-width:599px){.cart thead{display:none}.cart tr{display:grid;grid-template-columns:1fr auto;align-items:center;gap:8px 12px;padding:12px 0;border-bottom:1px solid #e5e7eb}.cart td{border:0;padding:0}.cart td:nth-child(even){text-align:right}.totals{max-width:none}}
fieldset{border:1px solid #e5e7eb;border-radius:10px;margin:0 0 16px;padding:12px 16px}
label{display:block;font-weight:600;margin:10px 0 4px}.field input,.field select{width:100%;background:#fff}
button.secondary{background:#fff;color:var(--accent)}.choice{display:flex;gap:8px;align-items:center}.choice label{font-weight:400;margin:6px 0}
.notice{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:10px 14px}
.ok{background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0;border-radius:8px;padding:10px 14px}
.foot{color:#4b5563;font-size:14px;padding:32px 16px}`;

/** Header, buttons, cards and titles of each starter design; blank is the base above. */
const THEME_CSS = `.theme-corporate .top,.theme-shop .top,.theme-restaurant .top,.theme-event .top{background:var(--primary);color:#fff;border:0}
.theme-personal{--radius:999px;--card-radius:18px}.theme-personal .top{background:#faf6f1;border-color:#eadfd3}.theme-personal h1{font-weight:600}
.theme-agency{--radius:0;--card-radius:0}.theme-agency .top{border-bottom:3px solid var(--primary)}.theme-agency{--h1:44px}.theme-agency h1{letter-spacing:-.02em}
.theme-agency .card{border:2px solid var(--primary)}.theme-agency .brand{letter-spacing:-.02em}
.theme-corporate{--radius:4px;--card-radius:4px}.theme-corporate{--h1:28px}
.theme-portfolio{--radius:0;--card-radius:0}.theme-portfolio .top{border:0}.theme-portfolio .brand{font-weight:500;letter-spacing:.08em;text-transform:uppercase;font-size:18px}
.theme-portfolio{--h1:36px}.theme-portfolio h1{font-weight:500}.theme-portfolio .card{border:0}.theme-portfolio .card div.info{padding:10px 0}
.theme-portfolio button,.theme-portfolio .btn{background:#fff;color:var(--accent)}
.theme-shop{--card-radius:12px;background:#fbf8f3}.theme-shop h1,.theme-shop h2,.theme-shop .brand{font-weight:400}.theme-shop{--h1:38px}.theme-shop .card{border-color:#ece4d8}
.theme-restaurant{--radius:2px;--card-radius:2px}.theme-restaurant{--h1:38px}.theme-restaurant h1{font-weight:600}.theme-restaurant .brand{font-style:italic}
.theme-restaurant button,.theme-restaurant .btn{text-transform:uppercase;letter-spacing:.08em;font-size:14px}
.theme-event{--radius:999px;--card-radius:16px}.theme-event{--h1:38px}.theme-event .card{border:0;box-shadow:0 2px 10px rgb(0 0 0/.1)}
.theme-landing{--radius:999px;--card-radius:14px}.theme-landing{--h1:40px}.theme-landing h1{font-weight:800;letter-spacing:-.02em}.theme-landing .card{box-shadow:0 1px 3px rgb(0 0 0/.08)}`;

/**
 * Where each library file is, on the store's own origin (CSP `font-src 'self'`). `optional`: the text never
 * waits more than a moment and never moves; a font that arrives late is used from the next page on (it is
 * cached for good). `swap` moved the header and title when the font came (CLS 0.34 on the bench's home).
 */
const FONT_FACES = FONT_LIBRARY.flatMap((font) =>
  font.files.map(
    (file) =>
      `@font-face{font-family:"${font.family}";font-weight:${file.weight};font-display:optional;src:url(${storefrontFontPath(font.id, file.file)}) format("woff2");unicode-range:${LATIN_UNICODE_RANGE}}`,
  ),
).join('\n');

export const STOREFRONT_CSS = `${FONT_FACES}\n${BASE_CSS}\n${THEME_CSS}\n`;

export interface Stylesheet {
  path: string;
  body: EncodedBody;
}

let prepared: Promise<Stylesheet> | null = null;

/** Compressed once per process; its path carries its hash, so browsers keep it for a year. */
export function storefrontStylesheet(): Promise<Stylesheet> {
  prepared ??= (async () => {
    const hash = createHash('sha256').update(STOREFRONT_CSS).digest('hex').slice(0, 12);
    return {
      path: `/_assets/storefront.${hash}.css`,
      body: await encodeBody(STOREFRONT_CSS, 'text/css; charset=utf-8'),
    };
  })();
  return prepared;
}

import { createHash } from 'node:crypto';

import { encodeBody, type EncodedBody } from '../../lib/encoded-body.js';

/**
 * The storefronts' one stylesheet: system fonts, no web fonts, no framework, a few hundred bytes after
 * brotli. Colours come from the store's inline `:root` rule (storefront-html.ts); `.theme-{id}` rules dress
 * each starter design (the websites' SITE_TEMPLATES ids) a little differently.
 *
 * Cards far below the fold are not laid out (`content-visibility:auto`), so their lazy images are not
 * fetched while a phone on a slow link still waits for the first one, the page's largest paint.
 */
export const STOREFRONT_CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
a{color:var(--accent)}img{max-width:100%;height:auto}.wrap{max-width:1100px;margin:0 auto;padding:0 16px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.top{background:var(--primary);color:#fff}.bar{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:12px 16px}
.brand{display:flex;gap:8px;align-items:center;color:#fff;text-decoration:none;font-weight:700;font-size:20px;margin-right:auto}
.logo{width:40px;height:40px;object-fit:contain;border-radius:6px;background:#fff}
.search{display:flex;gap:4px;flex:1 1 220px;max-width:340px}.search input{min-width:0;width:8em;flex:1}
input,select,button{font:inherit;padding:8px 10px;border:1px solid #9ca3af;border-radius:6px}
button,.btn{background:var(--accent);color:#fff;border-color:var(--accent);cursor:pointer;text-decoration:none;display:inline-block;border-radius:6px;padding:8px 14px}
button.link{background:none;color:var(--accent);border:0;padding:0;text-decoration:underline}
.cart-link{color:#fff;font-weight:600}h1{font-size:28px;margin:24px 0 12px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:20px;padding:0;list-style:none}
.card{border:1px solid #e5e7eb;border-radius:10px;overflow:hidden;content-visibility:auto;contain-intrinsic-size:auto 340px}.card a{color:inherit;text-decoration:none;display:block}
.card img{display:block;width:100%;aspect-ratio:1;object-fit:cover;background:#f3f4f6}.card div{padding:10px 12px}
.card h2{font-size:17px;line-height:1.35;margin:0 0 4px}.card .price{margin:0}.tag{margin-left:6px;font-size:14px;color:#991b1b}
.price{font-weight:700}.muted{color:#4b5563}.pages{display:flex;gap:16px;margin:24px 0}
.product{display:grid;gap:24px;margin-top:24px}.product h1{margin-top:0}@media(min-width:800px){.product{grid-template-columns:1fr 1fr}}
.product .main{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:10px;background:#f3f4f6;margin-bottom:8px}
.thumbs{display:flex;gap:8px;flex-wrap:wrap}.thumbs img{width:80px;height:80px;object-fit:cover}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb}
td input{width:72px}td form{display:flex;gap:6px;align-items:center;margin:0}.totals{margin-left:auto;max-width:320px}.totals p{display:flex;justify-content:space-between;margin:4px 0}
.totals .btn,.totals button{margin:8px 0 0 auto}.checkout{max-width:640px}
.cart-foot{display:flex;flex-wrap:wrap;gap:16px 32px;margin-top:16px}.cart-foot .totals{flex:1 1 260px}.discount{flex:1 1 260px;max-width:380px}.discount form{margin:0}.discount .ok{margin:0 0 4px}.inline{display:flex;gap:6px}.inline input{flex:1;min-width:0}
@media(max-width:599px){.cart thead{display:none}.cart tr{display:grid;grid-template-columns:1fr auto;align-items:center;gap:8px 12px;padding:12px 0;border-bottom:1px solid #e5e7eb}.cart td{border:0;padding:0}.cart td:nth-child(even){text-align:right}.totals{max-width:none}}
fieldset{border:1px solid #e5e7eb;border-radius:10px;margin:0 0 16px;padding:12px 16px}
label{display:block;font-weight:600;margin:10px 0 4px}.field input{width:100%}
.notice{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:10px 14px}
.ok{background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0;border-radius:8px;padding:10px 14px}
.foot{color:#4b5563;font-size:14px;padding:32px 16px}
.theme-personal h1,.theme-personal h2{font-family:Georgia,"Times New Roman",serif}.theme-personal .card{border-radius:18px}
.theme-agency h1{text-transform:uppercase;letter-spacing:.04em}.theme-agency .card{border-radius:0;border-width:2px}
.theme-corporate .card,.theme-corporate button,.theme-corporate .btn{border-radius:2px}
`;

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

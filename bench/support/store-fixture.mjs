// Builds one online store through the real API, as a person would: sign in as the demo account (the app
// must run with SEED_DEMO=true), create a store in the demo's first project from the dashboard's two calls
// (`load/test/gettoken`, then `store/register`), sign in as its seller on the store's own origin, and add
// active products, each with stock and one uploaded image. Returns the storefront's address and a product's.
// `shopperCart` then fills a cart as a shopper would (two products, a discount code, a sales tax rate).
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { deflateSync } from 'node:zlib';

const PRODUCTS = [
  ['Linen Tote Bag', 2400, [196, 160, 112]],
  ['Ceramic Mug', 1800, [70, 110, 150]],
  ['Wool Beanie', 2200, [150, 60, 60]],
  ['Notebook, dotted', 1200, [60, 120, 90]],
  ['Enamel Pin Set', 900, [200, 140, 40]],
  ['Cotton T-shirt', 2600, [90, 90, 140]],
  ['Canvas Poster', 3200, [120, 80, 130]],
  ['Scented Candle', 1900, [170, 120, 90]],
];
const IMAGE_SIZE = 800;

/** CRC-32 of PNG chunks (zlib's polynomial). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A product shot stand-in: an 800 × 800 RGB PNG with a lit background, a shadowed round object and a little
 * grain, so it does not shrink to nothing the way a flat colour would (about 250–270 KB, in the range of a
 * phone photo a seller resized before upload). Deterministic per colour.
 */
export function productPng([r, g, b]) {
  const size = IMAGE_SIZE;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  let seed = r * 65536 + g * 256 + b;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 3) - 1;
  };
  const clamp = (value) => Math.max(0, Math.min(255, Math.round(value)));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const light = 1.1 - (0.35 * y) / size;
      const dx = x - size / 2;
      const dy = y - size * 0.45;
      const inside = dx * dx + dy * dy < (size * 0.3) ** 2;
      const shadow = (dx * dx) / 4 + (y - size * 0.82) ** 2 * 6 < (size * 0.2) ** 2 ? 0.75 : 1;
      const shade = inside ? 0.75 + (0.5 * (size * 0.3 - Math.hypot(dx + 60, dy + 60))) / size : 0;
      const [pr, pg, pb] = inside ? [r * (1 + shade), g * (1 + shade), b * (1 + shade)] : [236, 232, 226];
      const offset = row + 1 + x * 3;
      const grain = noise();
      raw[offset] = clamp(pr * light * shadow + grain);
      raw[offset + 1] = clamp(pg * light * shadow + grain);
      raw[offset + 2] = clamp(pb * light * shadow + grain);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function appCall(appUrl, token, method, path, body) {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${reply.message}`);
  return reply;
}

/**
 * A call on the store's own origin. Sent to the app's loopback address with the storefront's Host header,
 * as the seller admin's own calls arrive, so no name resolution of `*.stores.localhost` is needed.
 */
function storeCall(appUrl, storeHost, token, method, path, body) {
  const target = new URL(appUrl);
  const payload = body ? Buffer.from(JSON.stringify(body)) : null;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: {
          host: storeHost,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (response) => {
        const parts = [];
        response.on('data', (part) => parts.push(part));
        response.on('end', () => {
          const reply = JSON.parse(Buffer.concat(parts).toString('utf8'));
          if (response.statusCode >= 400) {
            reject(new Error(`${method} ${path} on ${storeHost} answered ${response.statusCode}: ${reply.message}`));
          } else resolve(reply);
        });
      },
    );
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

/**
 * A storefront form post (urlencoded, with the store's Origin as a browser sends it, since the storefront
 * refuses cross-origin posts), with the `cart` cookie when there is one. Resolves to the status and headers.
 */
function storeFormPost(appUrl, storeHost, origin, path, fields, cookie) {
  const target = new URL(appUrl);
  const payload = Buffer.from(new URLSearchParams(fields).toString());
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path,
        headers: {
          host: storeHost,
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': payload.length,
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 303) {
            reject(new Error(`POST ${path} on ${storeHost} answered ${response.statusCode}, not 303`));
          } else resolve(response.headers);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A storefront page's HTML, fetched with the cart cookie. */
function storePage(appUrl, storeHost, path, cookie) {
  const target = new URL(appUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: target.hostname, port: target.port, path, headers: { host: storeHost, cookie } },
      (response) => {
        const parts = [];
        response.on('data', (part) => parts.push(part));
        response.on('end', () => resolve({ status: response.statusCode, html: Buffer.concat(parts).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Product images get their resized copies from a job (docs/architecture.md § Image variants): waits until
 * no product card on the storefront's home is still on its original, so what is measured is the finished store.
 */
export async function waitForImageVariants(appUrl, store) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const { html } = await storePage(appUrl, store.storeHost, '/', '');
    // A card still on its original is an `<img src=… alt=…>` with no srcset between.
    if (html.includes('<picture>') && !/<img src="\/media\/[^"]*" alt=/.test(html)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the product images have no variants after two minutes');
}

/** Sales tax as a New York City store charges it: 8.875 %, on top of the prices, not on shipping. */
export const SHOPPER_TAX = { country: 'US', rate: '8.875' };
export const SHOPPER_CODE = 'WELCOME10';

/**
 * A shopper's cart on the fixture's store: the seller sets a sales tax rate (prices exclusive of tax) and
 * a 10 % code through the seller API; then, as a browser would, the shopper adds the first two products
 * (one of them twice) and applies the code with the storefront's forms. Returns the cart page's and the
 * checkout page's addresses (the checkout for the taxed country, so its tax row shows) and the `Cookie`
 * header that carries the cart.
 */
export async function shopperCart(appUrl, store) {
  const { storeHost, sellerToken, origin } = store;
  await storeCall(appUrl, storeHost, sellerToken, 'PUT', '/store-api/seller/tax-shipping/tax', {
    prices_include_tax: false,
    tax_name: 'Sales tax',
    tax_shipping: false,
    rates: [SHOPPER_TAX],
  });
  await storeCall(appUrl, storeHost, sellerToken, 'POST', '/store-api/seller/discounts', {
    code: SHOPPER_CODE,
    kind: 'percent',
    percent: 10,
  });
  const [first, second] = store.products;
  const added = await storeFormPost(appUrl, storeHost, origin, '/cart/add', {
    variant: first.variants[0].uuid,
    quantity: '2',
  });
  const cookie = String(added['set-cookie']).split(';')[0];
  await storeFormPost(
    appUrl,
    storeHost,
    origin,
    '/cart/add',
    { variant: second.variants[0].uuid, quantity: '1' },
    cookie,
  );
  await storeFormPost(appUrl, storeHost, origin, '/cart/discount', { code: SHOPPER_CODE }, cookie);
  const checkout = `/checkout?country=${SHOPPER_TAX.country}`;
  // The audit must measure the pages it claims to: the code on the cart, the tax row on the checkout.
  for (const [path, expected] of [
    ['/cart', SHOPPER_CODE],
    [checkout, 'Sales tax'],
  ]) {
    const page = await storePage(appUrl, storeHost, path, cookie);
    if (page.status !== 200 || !page.html.includes(expected)) {
      throw new Error(`${path} answered ${page.status} without “${expected}”`);
    }
  }
  return { cart: `${origin}/cart`, checkout: `${origin}${checkout}`, cookie };
}

export async function createStoreFixture(
  appUrl,
  {
    email = 'demo@aerie.dev',
    password = 'aerie-demo-2026',
    theme = 'agency',
    productCount = PRODUCTS.length,
    stock = 25,
  } = {},
) {
  const login = await appCall(appUrl, null, 'POST', '/api/api/login', { email, password });
  const token = login.access_token;
  const workspaces = await appCall(appUrl, token, 'GET', '/api/users/workspaces');
  const slug = workspaces.data.at(-1).slug;
  const projects = await appCall(appUrl, token, 'GET', `/api/projects/all/${slug}`);
  const projectUid = projects.projects.data[0].u_id;

  const registration = await appCall(appUrl, token, 'GET', '/store-api/load/test/gettoken');
  const sellerEmail = `seller.${randomBytes(4).toString('hex')}@example.com`;
  const sellerPassword = `bench-${randomBytes(8).toString('hex')}`;
  const registered = await appCall(appUrl, token, 'POST', '/store-api/store/register', {
    name: 'Corner Shop',
    email: sellerEmail,
    password: sellerPassword,
    domain: `bench-${randomBytes(3).toString('hex')}`,
    uuid: projectUid,
    token: registration.data.token,
    theme,
  });
  const store = registered.data.store;
  const storeUrl = new URL(store.url ?? `${appUrl}`);
  const storeHost = storeUrl.host;

  const seller = await storeCall(appUrl, storeHost, null, 'POST', '/store-api/seller/login', {
    email: sellerEmail,
    password: sellerPassword,
  });
  const products = [];
  for (const [name, price, colour] of PRODUCTS.slice(0, productCount)) {
    const created = await storeCall(appUrl, storeHost, seller.access_token, 'POST', '/store-api/seller/products', {
      name,
      description: `${name}, made in small batches. Ships within two working days; free returns for 30 days.`,
      status: 'active',
      variants: [{ name: 'Default', price, stock }],
    });
    const image = `data:image/png;base64,${productPng(colour).toString('base64')}`;
    await storeCall(
      appUrl,
      storeHost,
      seller.access_token,
      'POST',
      `/store-api/seller/products/${created.data.uuid}/images`,
      { image, alt: name },
    );
    products.push(created.data);
  }
  const origin = `${storeUrl.protocol}//${storeHost}`;
  return {
    home: `${origin}/`,
    product: products[0] ? `${origin}/products/${products[0].slug}` : null,
    products,
    storeHost,
    origin,
    sellerToken: seller.access_token,
  };
}

import { orderTotalsRows, STORE_RULES, type OrderTotals } from '@aerie/contract';

import type { HoldReleaseReason } from '../../db/schema/index.js';
import type { CartLine } from './cart.js';
import { subtotalOf } from './cart.js';
import type { OrderPricing } from './pricing/price-order.js';
import type { ProductCard, ProductPage } from './storefront-catalog.js';
import { CARD_SIZES, MAIN_SIZES, productImageHtml } from './storefront-images.js';
import type { StoreRow } from './storefront-store.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { placeFieldsHtml, shippingChoiceHtml, UPDATE_TOTALS_BUTTON } from './tax-shipping/checkout-place-view.js';
import type { CheckoutQuote } from './tax-shipping/checkout-quote.js';
import { formatMoney } from '../../lib/format-money.js';

type Store = Pick<StoreRow, 'name' | 'currency' | 'shippingRate'>;

/**
 * A product's price as a buyer reads it: one amount, or the range its variants span
 * ("¥1,000 – ¥2,500"), never only the lowest (docs/product.md § Storefront).
 */
export function priceRange(store: Store, lowest: number, highest: number): string {
  const money = (minor: number) => formatMoney(minor, store.currency);
  return lowest === highest ? money(lowest) : `${money(lowest)} – ${money(highest)}`;
}

/**
 * What stands in for a product without an image: an inline drawing in the theme's accent, so the card
 * keeps its shape and costs no request.
 */
export const IMAGE_PLACEHOLDER =
  '<div class="ph" role="img" aria-label="No image yet"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m21 17-5-5-9 8"/></svg></div>';

/**
 * Product cards. Only the first image is fetched at once, and first: it is the largest paint on a phone
 * (one card a row), and eager siblings shared the slow link with it (LCP 14 s on Lighthouse mobile with
 * four). The rest load lazily, which still starts at once for the ones a wide screen shows.
 */
export function productGrid(store: Store, products: ProductCard[], emptyHint = ''): string {
  if (products.length === 0) return `<p class="muted">No products found.</p>${emptyHint}`;
  const cards = products.map((product, index) => {
    const image = product.image
      ? productImageHtml(product.image, {
          alt: product.image.alt || product.name,
          eager: index === 0,
          sizes: CARD_SIZES,
        })
      : IMAGE_PLACEHOLDER;
    const price =
      product.fromPrice === null
        ? ''
        : `<p class="price">${escapeHtml(priceRange(store, product.fromPrice, product.toPrice ?? product.fromPrice))}${product.soldOut ? ' <span class="tag">Sold out</span>' : ''}</p>`;
    return `<li class="card"><a href="/products/${encodeURIComponent(product.slug)}">${image}<div class="info"><h2>${escapeHtml(product.name)}</h2>${price}</div></a></li>`;
  });
  return `<ul class="grid">${cards.join('')}</ul>`;
}

/** `emptyHint` is said under an empty catalogue to its own seller only (seller-empty-hint.ts). */
export function homeBody(store: Store, featured: ProductCard[], emptyHint = ''): string {
  return `<h1>${escapeHtml(store.name)}</h1>${productGrid(store, featured, emptyHint)}<p><a class="btn" href="/products">All products</a></p>`;
}

export function productsBody(
  store: Store,
  result: { products: ProductCard[]; total: number; pages: number },
  query: string,
  page: number,
  emptyHint = '',
): string {
  const link = (target: number) => {
    const params = new URLSearchParams({ ...(query ? { q: query } : {}), page: String(target) });
    return `/products?${escapeHtml(params.toString())}`;
  };
  const nav = [
    page > 1 ? `<a href="${link(page - 1)}" rel="prev">Previous</a>` : '',
    `<span>Page ${page} of ${result.pages}</span>`,
    page < result.pages ? `<a href="${link(page + 1)}" rel="next">Next</a>` : '',
  ].join('');
  const heading = query ? `Results for “${escapeHtml(query)}”` : 'All products';
  return `<h1>${heading}</h1><p class="muted">${result.total} product${result.total === 1 ? '' : 's'}</p>${productGrid(store, result.products, emptyHint)}<nav class="pages" aria-label="Pages">${nav}</nav>`;
}

export function productBody(store: Store, page: ProductPage, notice = ''): string {
  const { product, images, variants } = page;
  const [main, ...more] = images;
  const gallery = main
    ? productImageHtml(main, { alt: main.alt || product.name, eager: true, sizes: MAIN_SIZES, className: 'main' }) +
      (more.length
        ? `<div class="thumbs">${more.map((image) => productImageHtml(image, { alt: image.alt, eager: false, sizes: '80px' })).join('')}</div>`
        : '')
    : IMAGE_PLACEHOLDER;
  const options = variants
    .map((variant) => {
      const availability = variant.available > 0 ? `${variant.available} in stock` : 'Sold out';
      return `<option value="${escapeHtml(variant.uuid)}"${variant.available > 0 ? '' : ' disabled'}>${escapeHtml(variant.name)} — ${escapeHtml(formatMoney(variant.price, store.currency))} (${availability})</option>`;
    })
    .join('');
  const anyAvailable = variants.some((variant) => variant.available > 0);
  const form = anyAvailable
    ? `<form method="post" action="/cart/add"><label for="variant">Option</label><select id="variant" name="variant">${options}</select>
<label for="quantity">Quantity</label><input id="quantity" name="quantity" type="number" min="1" max="99" value="1" inputmode="numeric">
<p><button type="submit">Add to cart</button></p></form>`
    : '<p class="notice">Sold out</p>';
  const prices = variants.map((variant) => variant.price);
  const price = prices.length
    ? `<p class="price">${escapeHtml(priceRange(store, Math.min(...prices), Math.max(...prices)))}</p>`
    : '';
  return `${notice}<div class="product"><div>${gallery}</div><div><h1>${escapeHtml(product.name)}</h1>${price}
<p>${escapeHtml(product.description).replace(/\n/g, '<br>')}</p>${form}</div></div>`;
}

/** The cart's discount code: the one kept on the cart, and the field to type one (with why one was refused). */
export interface CartDiscountView {
  applied: string | null;
  problem: string | null;
  typed: string;
}

function discountFormHtml(discount: CartDiscountView): string {
  const applied = discount.applied
    ? `<p class="ok">Code <strong>${escapeHtml(discount.applied)}</strong> applied.</p><form method="post" action="/cart/discount/remove"><button class="link" type="submit">Remove code ${escapeHtml(discount.applied)}</button></form>`
    : '';
  const problem = discount.problem
    ? `<p class="notice" role="alert" id="code-problem">${escapeHtml(discount.problem)}</p>`
    : '';
  const described = discount.problem ? ' aria-invalid="true" aria-describedby="code-problem"' : '';
  return `<div class="discount">${applied}<form method="post" action="/cart/discount"><label for="code">Discount code</label>
<div class="inline"><input id="code" name="code" value="${escapeHtml(discount.typed)}" maxlength="40" autocomplete="off" autocapitalize="characters"${described}> <button type="submit">Apply</button></div></form>${problem}</div>`;
}

/**
 * The cart's totals: the subtotal and what the code takes off the items (free shipping is said, not priced:
 * shipping and tax are priced at checkout, where the country is known).
 */
function cartTotalsHtml(
  store: Store,
  pricing: OrderPricing<CartLine> & Pick<OrderTotals, 'discountCode'>,
  pricedAtCheckout: boolean,
): string {
  const money = (minor: number) => escapeHtml(formatMoney(minor, store.currency));
  const code = pricing.discountCode ? ` (${escapeHtml(pricing.discountCode)})` : '';
  const itemsDiscount = pricing.discount - pricing.shippingDiscount;
  const isFreeShipping = pricing.discountCode !== null && pricing.discountCode !== undefined && itemsDiscount === 0;
  return [
    `<p><span>Subtotal</span><span>${money(pricing.subtotal)}</span></p>`,
    itemsDiscount > 0 ? `<p><span>Discount${code}</span><span>${money(-itemsDiscount)}</span></p>` : '',
    isFreeShipping ? `<p><span>Free shipping${code}</span><span></span></p>` : '',
    pricedAtCheckout ? '<p class="muted"><small>Shipping and tax calculated at checkout</small></p>' : '',
  ].join('');
}

/** `pricedAtCheckout`: shipping or tax depend on the country (checkout-places.ts), so the cart cannot say them. */
export function cartBody(
  store: Store,
  lines: CartLine[],
  pricing: OrderPricing<CartLine> & Pick<OrderTotals, 'discountCode'>,
  discount: CartDiscountView,
  pricedAtCheckout: boolean,
  notice = '',
): string {
  if (lines.length === 0)
    return `${notice}<h1>Your cart</h1><p>Your cart is empty.</p><p><a href="/products">Continue shopping</a></p>`;
  const money = (minor: number) => escapeHtml(formatMoney(minor, store.currency));
  const rows = lines
    .map((line) => {
      const name = line.variantName === 'Default' ? line.productName : `${line.productName} (${line.variantName})`;
      const id = `qty-${escapeHtml(line.variantUuid)}`;
      return `<tr><td><a href="/products/${encodeURIComponent(line.productSlug)}">${escapeHtml(name)}</a>${line.available < line.quantity ? '<br><small>Only ' + line.available + ' left</small>' : ''}</td><td>${money(line.unitPrice)}</td>
<td><form method="post" action="/cart/update"><input type="hidden" name="variant" value="${escapeHtml(line.variantUuid)}"><label class="sr" for="${id}">Quantity of ${escapeHtml(name)}</label><input id="${id}" name="quantity" type="number" min="0" max="99" value="${line.quantity}"> <button type="submit">Update</button></form></td>
<td>${money(line.unitPrice * line.quantity)}</td>
<td><form method="post" action="/cart/update"><input type="hidden" name="variant" value="${escapeHtml(line.variantUuid)}"><input type="hidden" name="quantity" value="0"><button class="link" type="submit">Remove</button></form></td></tr>`;
    })
    .join('');
  return `${notice}<h1>Your cart</h1><table class="cart"><thead><tr><th>Product</th><th>Price</th><th>Quantity</th><th>Total</th><th><span class="sr">Remove</span></th></tr></thead><tbody>${rows}</tbody></table>
<div class="cart-foot">${discountFormHtml(discount)}<div class="totals">${cartTotalsHtml(store, pricing, pricedAtCheckout)}<p><a class="btn" href="/checkout">Checkout</a></p></div></div>`;
}

export interface CheckoutForm {
  email: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, from the list. */
  country: string;
  region: string;
  /** The chosen shipping rate's name. */
  shipping: string;
}

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  email: '',
  name: '',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  country: '',
  region: '',
  shipping: '',
};

/** The rows under an order's lines (orderTotalsRows): the total in bold, tax the prices include under it. */
export function totalsHtml(totals: OrderTotals, currency: string): string {
  return orderTotalsRows(totals)
    .map((row) => {
      const amount = escapeHtml(formatMoney(row.amount, currency));
      if (row.kind === 'total') return `<p><strong>${escapeHtml(row.label)}</strong><strong>${amount}</strong></p>`;
      if (row.kind === 'tax-included')
        return `<p class="muted"><small>${escapeHtml(row.label)}</small><small>${amount}</small></p>`;
      return `<p><span>${escapeHtml(row.label)}</span><span>${amount}</span></p>`;
    })
    .join('');
}

/**
 * The totals once they are known, with the amount the page quoted (POST /checkout refuses a total that
 * changed since, so the buyer pays what the button said); before a country is chosen, only the subtotal.
 */
function checkoutTotalsHtml(store: Store, quote: CheckoutQuote, subtotal: number): string {
  const money = (minor: number) => escapeHtml(formatMoney(minor, store.currency));
  const update = quote.places.dependsOnCountry ? `<p>${UPDATE_TOTALS_BUTTON}</p>` : '';
  if (!quote.pricing) {
    return `<div class="totals"><p><span>Subtotal</span><span>${money(subtotal)}</span></p><p class="muted"><small>Shipping and tax are calculated once you choose a country.</small></p>${update}<p><button type="submit">Pay</button></p></div>`;
  }
  return `<div class="totals">${totalsHtml(quote.pricing, store.currency)}<input type="hidden" name="quote" value="${quote.pricing.total}">${update}
<p><button type="submit">Pay ${money(quote.pricing.total)}</button></p></div>`;
}

export function checkoutBody(
  store: Store,
  quote: CheckoutQuote,
  lines: CartLine[],
  form: CheckoutForm,
  notice = '',
): string {
  const input = (name: keyof CheckoutForm, label: string, attrs: string) =>
    `<div class="field"><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(form[name])}" ${attrs}></div>`;
  return `${notice}<h1>Checkout</h1><form class="checkout" method="post" action="/checkout">
<fieldset><legend>Contact</legend>${input('email', 'E-mail', 'type="email" autocomplete="email" required maxlength="254"')}${input('name', 'Full name', 'autocomplete="name" required maxlength="120"')}</fieldset>
<fieldset><legend>Shipping address</legend>${input('line1', 'Address', 'autocomplete="address-line1" required maxlength="200"')}${input('line2', 'Apartment, suite (optional)', 'autocomplete="address-line2" maxlength="200"')}${input('city', 'City', 'autocomplete="address-level2" required maxlength="100"')}${input('postalCode', 'Postal code', 'autocomplete="postal-code" required maxlength="20"')}${placeFieldsHtml(quote, form)}</fieldset>
${shippingChoiceHtml(quote, store.currency)}${checkoutTotalsHtml(store, quote, subtotalOf(lines))}</form>`;
}

/** Why an order was released before it was paid, in the buyer's words (see HoldReleaseReason). */
const RELEASED_BECAUSE: Record<HoldReleaseReason, string> = {
  'cart-checked-out-again': 'it was replaced by a newer checkout of your cart',
  'client-hold-limit': `more checkouts were started from your network than the store keeps open at once (${STORE_RULES.unpaidCheckoutsPerClientMax}), so the oldest were released`,
  'stock-lowered': 'the store reduced its stock while you were paying, so the items could not be kept for you',
};

/**
 * A released order is never paid, even when the buyer paid anyway at the provider's page: its units may be
 * sold by then. Such a charge is refunded in full automatically (refund-late-payment.ts); the page says so
 * once it is, and until then whom to ask.
 */
const releasedBody = (order: { number: number; status: string }, reason: HoldReleaseReason) =>
  `<h1>Order not completed</h1><p class="notice" role="alert">Sorry, order #${order.number} was not placed: ${escapeHtml(RELEASED_BECAUSE[reason])}.</p><p>${
    order.status === 'refunded'
      ? 'Your payment went through anyway, so it has been refunded to you in full; we have e-mailed you about it.'
      : 'If your payment went through anyway, it is refunded to you automatically; contact the store with the order number if it is not.'
  }</p><p><a class="btn" href="/cart">Back to your cart</a></p>`;

/** What the receipt adds once a refund was made. */
const REFUNDED_NOTE: Record<string, string> = {
  refunded: '<p class="notice">This order has been refunded.</p>',
  partially_refunded: '<p class="notice">Part of this order has been refunded.</p>',
};

type ReceiptLine = { productName: string; variantName: string; unitPrice: number; quantity: number };

/** What was bought and what it came to: the paid order's receipt. */
function receiptHtml(order: OrderTotals & { currency: string }, lines: ReceiptLine[]): string {
  const money = (minor: number) => escapeHtml(formatMoney(minor, order.currency));
  const rows = lines
    .map((line) => {
      const name = line.variantName === 'Default' ? line.productName : `${line.productName} (${line.variantName})`;
      return `<tr><td>${line.quantity} × ${escapeHtml(name)}</td><td>${money(line.unitPrice * line.quantity)}</td></tr>`;
    })
    .join('');
  return `<h2>Receipt</h2><table class="receipt"><tbody>${rows}</tbody></table><div class="totals">${totalsHtml(order, order.currency)}</div>`;
}

export function orderBody(
  store: Store,
  order: OrderTotals & {
    number: number;
    status: string;
    email: string;
    currency: string;
    releaseReason: HoldReleaseReason | null;
    paidAt: Date | null;
  },
  lines: ReceiptLine[],
): string {
  const total = escapeHtml(formatMoney(order.total, order.currency));
  if (order.status === 'pending') {
    return `<h1>Order #${order.number}</h1><p>We are confirming your payment of ${total}. Reload this page in a moment.</p>`;
  }
  const neverPaid = !order.paidAt;
  if (neverPaid && order.releaseReason) return releasedBody(order, order.releaseReason);
  if (neverPaid && order.status === 'refunded') {
    return `<h1>Payment refunded</h1><p class="notice">Your payment for order #${order.number} arrived after the order had expired, so it has been refunded to you in full; we have e-mailed you about it.</p><p><a class="btn" href="/cart">Back to your cart</a></p>`;
  }
  if (order.status === 'cancelled' && !neverPaid) {
    return `<h1>Order cancelled</h1><p class="notice">Order #${order.number} was cancelled by the store. Any refund is e-mailed to ${escapeHtml(order.email)}.</p><p><a href="/products">Continue shopping</a></p>`;
  }
  if (order.status === 'expired' || (neverPaid && order.status === 'cancelled')) {
    return `<h1>Payment not completed</h1><p class="notice">Order #${order.number} was not paid, and you were not charged. The items were released.</p><p><a class="btn" href="/cart">Back to your cart</a></p>`;
  }
  return `<h1>Thank you for your order!</h1><p class="ok">Your order number is <strong>#${order.number}</strong>.</p><p>We sent a confirmation to ${escapeHtml(order.email)}. Total paid: ${total}.</p>${REFUNDED_NOTE[order.status] ?? ''}${receiptHtml(order, lines)}<p><a href="/products">Continue shopping</a></p>`;
}

export const noticeHtml = (message: string) => `<p class="notice" role="alert">${escapeHtml(message)}</p>`;

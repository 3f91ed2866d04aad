import { orderTotalsRows } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import {
  divideRoundingHalfUp,
  priceOrder,
  splitInProportion,
  type LineToPrice,
} from '../src/modules/stores/pricing/price-order.js';

const line = (variantId: number, unitPrice: number, quantity = 1): LineToPrice => ({ variantId, unitPrice, quantity });

/** The invariant the database also checks (store_orders_total_check). */
function addsUp(pricing: ReturnType<typeof priceOrder>) {
  const lineDiscounts = pricing.lines.reduce((sum, l) => sum + l.discount, 0);
  const lineTax = pricing.lines.reduce((sum, l) => sum + l.tax, 0);
  expect(lineDiscounts + pricing.shippingDiscount).toBe(pricing.discount);
  expect(lineTax + pricing.shippingTax).toBe(pricing.tax);
  expect(pricing.total).toBe(
    pricing.subtotal + pricing.shipping - pricing.discount + (pricing.taxIncluded ? 0 : pricing.tax),
  );
}

describe('priceOrder', () => {
  it('without discount or tax is the subtotal plus shipping', () => {
    const pricing = priceOrder([line(1, 1250, 2), line(2, 999)], { shipping: 500 });
    expect(pricing).toMatchObject({ subtotal: 3499, shipping: 500, discount: 0, tax: 0, total: 3999 });
    addsUp(pricing);
  });

  it('rounds half up in one place', () => {
    expect(divideRoundingHalfUp(5, 2)).toBe(3);
    expect(divideRoundingHalfUp(4, 3)).toBe(1);
    expect(divideRoundingHalfUp(0, 7)).toBe(0);
  });

  it('splits a discount over lines exactly, the leftover unit to the largest remainder', () => {
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(10, [333, 333, 334])).toEqual([3, 3, 4]);
    expect(splitInProportion(7, [0, 0])).toEqual([0, 0]);
  });

  it('takes a percent off only the lines it applies to', () => {
    const pricing = priceOrder([line(1, 1000), line(2, 3333)], {
      shipping: 0,
      discount: { kind: 'percent', percent: 10, variantIds: new Set([2]) },
    });
    expect(pricing.lines.map((l) => l.discount)).toEqual([0, 333]);
    expect(pricing.total).toBe(4000);
    addsUp(pricing);
  });

  it('never takes more than the lines are worth with a fixed amount', () => {
    const pricing = priceOrder([line(1, 300), line(2, 200)], {
      shipping: 400,
      discount: { kind: 'fixed', amount: 9999 },
    });
    expect(pricing.discount).toBe(500);
    expect(pricing.total).toBe(400);
    addsUp(pricing);
  });

  it('takes shipping off with free shipping, and only shipping', () => {
    const pricing = priceOrder([line(1, 1000)], { shipping: 450, discount: { kind: 'free-shipping' } });
    expect(pricing).toMatchObject({ discount: 450, shippingDiscount: 450, total: 1000 });
    addsUp(pricing);
  });

  it('adds US-style tax per line after the discount, shipping untaxed when the store says so', () => {
    const pricing = priceOrder([line(1, 1999, 3), line(2, 501)], {
      shipping: 500,
      discount: { kind: 'percent', percent: 10 },
      tax: { rate: 8875, included: false, shipping: false },
    });
    // 5997 − 600 = 5397 → 478.98 → 479; 501 − 50 = 451 → 40.03 → 40.
    expect(pricing.lines.map((l) => [l.discount, l.tax])).toEqual([
      [600, 479],
      [50, 40],
    ]);
    expect(pricing).toMatchObject({ tax: 519, shippingTax: 0, taxIncluded: false, total: 6498 - 650 + 500 + 519 });
    addsUp(pricing);
  });

  it('finds the VAT inside EU/UK prices and never adds it again', () => {
    const pricing = priceOrder([line(1, 1200, 1), line(2, 999, 1)], {
      shipping: 399,
      tax: { rate: 20_000, included: true, shipping: true },
    });
    // 1200 includes 200; 999 includes 166.5 → 167 (999 − 832.5 rounded up to 833 = 166); shipping 399 − 332.5 → 333 = 66.
    expect(pricing.lines.map((l) => l.tax)).toEqual([200, 166]);
    expect(pricing).toMatchObject({ shippingTax: 66, tax: 432, total: 2598, taxIncluded: true });
    addsUp(pricing);
    const rows = orderTotalsRows({ ...pricing, taxName: 'VAT' });
    expect(rows.map((row) => [row.label, row.amount])).toEqual([
      ['Subtotal', 2199],
      ['Shipping', 399],
      ['Total', 2598],
      ['Including VAT', 432],
    ]);
  });

  it('works in a currency without minor units the same way (JPY)', () => {
    const pricing = priceOrder([line(1, 1250, 1)], {
      shipping: 0,
      tax: { rate: 10_000, included: false, shipping: false },
    });
    expect(pricing).toMatchObject({ tax: 125, total: 1375 });
  });

  it('adds up for many random carts', () => {
    let seed = 7;
    const random = (max: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % max;
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: 1 + random(5) }, (_, i) => line(i + 1, random(100_000), 1 + random(9)));
      const discounts = [
        null,
        { kind: 'percent' as const, percent: random(101) },
        { kind: 'fixed' as const, amount: random(200_000) },
        { kind: 'free-shipping' as const },
      ];
      const pricing = priceOrder(lines, {
        shipping: random(2000),
        discount: discounts[random(4)],
        tax: random(2) ? { rate: random(30_000), included: random(2) === 1, shipping: random(2) === 1 } : null,
      });
      addsUp(pricing);
      expect(pricing.total).toBeGreaterThanOrEqual(0);
      for (const priced of pricing.lines) {
        expect(priced.discount).toBeLessThanOrEqual(priced.unitPrice * priced.quantity);
        expect(priced.tax).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('shows a code discount as its own row, and tax added on top before the total', () => {
    const rows = orderTotalsRows({
      subtotal: 2000,
      shipping: 500,
      discount: 200,
      tax: 160,
      taxIncluded: false,
      total: 2460,
      discountCode: 'SPRING10',
    });
    expect(rows.map((row) => [row.kind, row.label, row.amount])).toEqual([
      ['subtotal', 'Subtotal', 2000],
      ['discount', 'Discount (SPRING10)', -200],
      ['shipping', 'Shipping', 500],
      ['tax', 'Tax', 160],
      ['total', 'Total', 2460],
    ]);
  });
});

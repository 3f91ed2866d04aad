/**
 * What an order costs, line by line: the one place a store's discount, shipping and tax meet. Pure and
 * in integer minor units of the store's currency, so the cart, the checkout, the order, its e-mails,
 * refunds and the amount asked of the payment provider all read the same figures.
 *
 * Rules (docs/architecture.md § Store pricing):
 * - A discount is taken from the lines it applies to, shared in proportion to their amounts; the cent a
 *   split leaves over goes to the largest remainders first (then the earlier line), so the lines' discounts
 *   add up to the discount exactly. A fixed discount never exceeds what it applies to.
 * - Tax is computed per line on what the line costs after its discount, and on shipping after a
 *   free-shipping discount, each rounded half up to the minor unit. With prices that include tax the tax is
 *   the part of that amount the rate accounts for (amount − amount ÷ (1 + rate)); otherwise it is added.
 * - total = subtotal + shipping − discount + (tax, unless prices include it): the database checks it too.
 */

/** A tax rate in thousandths of a percent: 20% is 20000, New York's 8.875% is 8875. */
export const TAX_RATE_SCALE = 100_000;

export type OrderDiscount =
  | { kind: 'percent'; percent: number; variantIds?: ReadonlySet<number> | undefined }
  | { kind: 'fixed'; amount: number; variantIds?: ReadonlySet<number> | undefined }
  | { kind: 'free-shipping' };

export interface OrderTax {
  /** Thousandths of a percent (TAX_RATE_SCALE). */
  rate: number;
  /** EU/UK style: prices already include the tax. */
  included: boolean;
  /** Whether shipping is taxed at the same rate. */
  shipping: boolean;
}

export interface PricingRules {
  shipping: number;
  discount?: OrderDiscount | null | undefined;
  tax?: OrderTax | null | undefined;
}

export interface LineToPrice {
  variantId: number;
  unitPrice: number;
  quantity: number;
}

export type PricedLine<L extends LineToPrice> = L & { discount: number; tax: number };

export interface OrderPricing<L extends LineToPrice> {
  lines: Array<PricedLine<L>>;
  subtotal: number;
  shipping: number;
  /** Everything taken off: the lines' discounts and the shipping discount. */
  discount: number;
  shippingDiscount: number;
  /** All the tax, shipping's included. */
  tax: number;
  shippingTax: number;
  taxIncluded: boolean;
  total: number;
}

/** numerator ÷ denominator rounded half up, for non-negative integers. */
export const divideRoundingHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * Splits `amount` over `weights` in proportion, exactly: floors first, then one minor unit each to the
 * largest remainders (the earlier weight on a tie).
 */
export function splitInProportion(amount: number, weights: number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / whole));
  const remainders = weights.map((weight, index) => ({ index, rest: (amount * weight) % whole }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

function taxOn(amount: number, tax: OrderTax): number {
  if (tax.included) return amount - divideRoundingHalfUp(amount * TAX_RATE_SCALE, TAX_RATE_SCALE + tax.rate);
  return divideRoundingHalfUp(amount * tax.rate, TAX_RATE_SCALE);
}

function lineDiscounts(lines: LineToPrice[], discount: OrderDiscount | null | undefined): number[] {
  const amounts = lines.map((line) => line.unitPrice * line.quantity);
  if (!discount || discount.kind === 'free-shipping') return amounts.map(() => 0);
  const { variantIds } = discount;
  const eligible = lines.map((line, index) => (!variantIds || variantIds.has(line.variantId) ? amounts[index]! : 0));
  const base = eligible.reduce((sum, amount) => sum + amount, 0);
  const taken =
    discount.kind === 'percent'
      ? divideRoundingHalfUp(base * discount.percent, 100)
      : Math.min(Math.max(discount.amount, 0), base);
  return splitInProportion(Math.min(taken, base), eligible);
}

export function priceOrder<L extends LineToPrice>(lines: L[], rules: PricingRules): OrderPricing<L> {
  const discounts = lineDiscounts(lines, rules.discount);
  const tax = rules.tax ?? null;
  const priced = lines.map((line, index) => {
    const discount = discounts[index]!;
    const net = line.unitPrice * line.quantity - discount;
    return { ...line, discount, tax: tax ? taxOn(net, tax) : 0 };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shippingDiscount = rules.discount?.kind === 'free-shipping' ? rules.shipping : 0;
  const shippingTax = tax?.shipping ? taxOn(rules.shipping - shippingDiscount, tax) : 0;
  const discount = discounts.reduce((sum, amount) => sum + amount, 0) + shippingDiscount;
  const allTax = priced.reduce((sum, line) => sum + line.tax, 0) + shippingTax;
  const taxIncluded = tax?.included ?? false;
  return {
    lines: priced,
    subtotal,
    shipping: rules.shipping,
    discount,
    shippingDiscount,
    tax: allTax,
    shippingTax,
    taxIncluded,
    total: subtotal + rules.shipping - discount + (taxIncluded ? 0 : allTax),
  };
}

import { DISCOUNT_RULES, normalizeDiscountCode } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { storeDiscountProducts, storeDiscounts, storeVariants } from '../../../db/schema/index.js';
import { formatMoney } from '../../../lib/format-money.js';
import type { OrderDiscount } from '../pricing/price-order.js';
import type { StoreRow } from '../storefront-store.js';
import { discountUses } from './discount-uses.js';

export type DiscountRow = typeof storeDiscounts.$inferSelect;

/** What a code gives a cart: the discount to price it by, or why it gives nothing (in the buyer's words). */
export type DiscountOffer =
  { discount: OrderDiscount; code: string; refusal: null } | { discount: null; code: null; refusal: string | null };

const NO_CODE: DiscountOffer = { discount: null, code: null, refusal: null };
const refused = (refusal: string): DiscountOffer => ({ discount: null, code: null, refusal });

const day = (date: Date) =>
  date.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

export async function findDiscountByCode(db: Queryable, storeId: number, code: string): Promise<DiscountRow | null> {
  const [row] = await db
    .select()
    .from(storeDiscounts)
    .where(and(eq(storeDiscounts.storeId, storeId), eq(storeDiscounts.code, code)))
    .limit(1);
  return row ?? null;
}

/** The variants a code is limited to (those of its products, today's), or undefined when it is not limited. */
async function eligibleVariants(db: Queryable, discount: DiscountRow): Promise<Set<number> | undefined> {
  if (!discount.limitedToProducts) return undefined;
  const rows = await db
    .select({ variantId: storeVariants.id })
    .from(storeDiscountProducts)
    .innerJoin(storeVariants, eq(storeVariants.productId, storeDiscountProducts.productId))
    .where(eq(storeDiscountProducts.discountId, discount.id));
  return new Set(rows.map((row) => row.variantId));
}

/**
 * Whether a code applies to these lines now, and for `email` (known at checkout only), for the per-customer
 * limit. The rules of docs/product.md § Discount codes, each refusal said plainly. The counts here are read
 * without a lock: checkout counts again under the code's row lock before it writes the use
 * (redeem-discount.ts).
 */
export async function checkDiscount(
  db: Queryable,
  discount: DiscountRow,
  lines: Array<{ variantId: number; unitPrice: number; quantity: number }>,
  context: { currency: string; now: Date; email?: string | null | undefined },
): Promise<{ discount: OrderDiscount } | { refusal: string }> {
  const code = discount.code;
  if (!discount.active) return { refusal: `The code ${code} is no longer available.` };
  if (discount.startsAt && discount.startsAt > context.now)
    return { refusal: `The code ${code} can be used from ${day(discount.startsAt)}.` };
  if (discount.endsAt && discount.endsAt <= context.now)
    return { refusal: `The code ${code} expired on ${day(discount.endsAt)}.` };
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (discount.minimumSubtotal !== null && subtotal < discount.minimumSubtotal) {
    const minimum = formatMoney(discount.minimumSubtotal, context.currency);
    return { refusal: `The code ${code} needs a subtotal of at least ${minimum}.` };
  }
  const variantIds = await eligibleVariants(db, discount);
  if (variantIds && !lines.some((line) => variantIds.has(line.variantId)))
    return { refusal: `The code ${code} applies to none of the items in your cart.` };
  const uses = await discountUses(db, discount.id, context.email);
  if (discount.usageLimit !== null && uses.total >= discount.usageLimit)
    return { refusal: `The code ${code} has been used as many times as it can be.` };
  if (context.email && discount.perCustomerLimit !== null && uses.byCustomer >= discount.perCustomerLimit)
    return {
      refusal:
        discount.perCustomerLimit === 1
          ? `You have already used the code ${code}.`
          : `You have already used the code ${code} ${discount.perCustomerLimit} times, as many as it allows.`,
    };
  if (discount.kind === 'percent') return { discount: { kind: 'percent', percent: discount.percent!, variantIds } };
  if (discount.kind === 'fixed') return { discount: { kind: 'fixed', amount: discount.amount!, variantIds } };
  return { discount: { kind: 'free-shipping' } };
}

/** The discount a cart's code gives (the pricing seam, checkout-pricing.ts), or why it gives none. */
export async function discountFor(
  db: Queryable,
  store: Pick<StoreRow, 'id' | 'currency'>,
  lines: Array<{ variantId: number; unitPrice: number; quantity: number }>,
  choice: { code?: string | null | undefined; email?: string | null | undefined; now?: Date | undefined },
): Promise<DiscountOffer> {
  if (!choice.code) return NO_CODE;
  const code = normalizeDiscountCode(choice.code);
  const known =
    code.length >= DISCOUNT_RULES.codeMin &&
    code.length <= DISCOUNT_RULES.codeMax &&
    DISCOUNT_RULES.codePattern.test(code)
      ? await findDiscountByCode(db, store.id, code)
      : null;
  if (!known)
    return refused(`We don’t know the code ${code.slice(0, DISCOUNT_RULES.codeMax)}. Check it and try again.`);
  const now = choice.now ?? new Date();
  const verdict = await checkDiscount(db, known, lines, { currency: store.currency, now, email: choice.email });
  return 'refusal' in verdict
    ? refused(verdict.refusal)
    : { discount: verdict.discount, code: known.code, refusal: null };
}

import { DISCOUNT_KINDS, DISCOUNT_RULES, type Discount, type DiscountInput } from '@aerie/contract';
import { z } from 'zod';

import { parseMajor, toMajorText } from '@/lib/money';

const wholeOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,7})?$/, `${label} must be a whole number`);

/**
 * The editor's values, as typed: amounts in major units (12.50), dates as the browser's local date and time
 * (`datetime-local`), limits as text (empty: none). The server checks everything again.
 */
export const DiscountFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(DISCOUNT_RULES.codeMin, `Code must be at least ${DISCOUNT_RULES.codeMin} characters`)
      .max(DISCOUNT_RULES.codeMax, `Code must be at most ${DISCOUNT_RULES.codeMax} characters`)
      .regex(/^[A-Za-z0-9_-]+$/, 'Code may contain only letters, digits, dashes and underscores'),
    kind: z.enum(DISCOUNT_KINDS),
    percent: z.string().trim(),
    amount: z.string().trim(),
    minimum_subtotal: z.string().trim(),
    starts_at: z.string(),
    ends_at: z.string(),
    usage_limit: wholeOrEmpty('Usage limit'),
    per_customer_limit: wholeOrEmpty('Per-customer limit'),
    products: z.array(z.object({ uuid: z.string(), name: z.string() })),
    active: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.kind === 'percent' && !/^\d{1,3}$/.test(values.percent))
      context.addIssue({ code: 'custom', path: ['percent'], message: 'Enter a whole percent from 1 to 100' });
    else if (values.kind === 'percent' && (Number(values.percent) < 1 || Number(values.percent) > 100))
      context.addIssue({ code: 'custom', path: ['percent'], message: 'Percent must be from 1 to 100' });
    if (values.kind === 'fixed' && !values.amount)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'Amount is required for a fixed-amount code' });
    if (values.starts_at && values.ends_at && values.ends_at <= values.starts_at)
      context.addIssue({ code: 'custom', path: ['ends_at'], message: 'Ends at must be after starts at' });
  });
export type DiscountForm = z.input<typeof DiscountFormSchema>;

/** An instant as a `datetime-local` value in the browser's time zone ("2026-12-01T09:00"). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const limitOf = (value: string) => (value ? Number(value) : null);

export function discountFormOf(discount: Discount | undefined, currency: string): DiscountForm {
  return {
    code: discount?.code ?? '',
    kind: discount?.kind ?? 'percent',
    percent: discount?.percent ? String(discount.percent) : '',
    amount: discount?.amount ? toMajorText(discount.amount, currency) : '',
    minimum_subtotal: discount?.minimum_subtotal ? toMajorText(discount.minimum_subtotal, currency) : '',
    starts_at: toLocalInput(discount?.starts_at ?? null),
    ends_at: toLocalInput(discount?.ends_at ?? null),
    usage_limit: discount?.usage_limit ? String(discount.usage_limit) : '',
    per_customer_limit: discount?.per_customer_limit ? String(discount.per_customer_limit) : '',
    products: discount?.products ?? [],
    active: discount?.active ?? true,
  };
}

type MoneyField = 'amount' | 'minimum_subtotal';

/**
 * The body the server takes, or the money fields that are not amounts in this currency (the caller shows
 * them on their fields).
 */
export function discountInputOf(
  values: DiscountForm,
  currency: string,
): { body: DiscountInput } | { badAmounts: MoneyField[] } {
  const amount = values.kind === 'fixed' ? parseMajor(values.amount, currency) : null;
  const minimum = values.minimum_subtotal ? parseMajor(values.minimum_subtotal, currency) : null;
  const badAmounts: MoneyField[] = [];
  if (values.kind === 'fixed' && amount === null) badAmounts.push('amount');
  if (values.minimum_subtotal && minimum === null) badAmounts.push('minimum_subtotal');
  if (badAmounts.length) return { badAmounts };
  return {
    body: {
      code: values.code,
      kind: values.kind,
      percent: values.kind === 'percent' ? Number(values.percent) : null,
      amount,
      minimum_subtotal: minimum,
      starts_at: fromLocalInput(values.starts_at),
      ends_at: fromLocalInput(values.ends_at),
      usage_limit: limitOf(values.usage_limit),
      per_customer_limit: limitOf(values.per_customer_limit),
      product_uuids: values.products.map((product) => product.uuid),
      active: values.active ?? true,
    },
  };
}

/** What a code takes off, as the list says it: "10% off", "$5.00 off", "Free shipping". */
export function discountValueText(
  discount: Pick<Discount, 'kind' | 'percent' | 'amount'>,
  format: (minor: number) => string,
) {
  if (discount.kind === 'percent') return `${discount.percent}% off`;
  if (discount.kind === 'fixed') return `${format(discount.amount ?? 0)} off`;
  return 'Free shipping';
}

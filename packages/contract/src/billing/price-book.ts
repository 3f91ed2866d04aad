/**
 * One currency per workspace (issue 25): every price a workspace sees and pays is in its billing currency,
 * so no screen mixes two. The spec prices plans and site plans in dollars, pilots in dollars and naira and
 * experts in pounds (docs/product.md § Expert pricing); the other figures below are data chosen by us
 * (docs/spec-deviations.md, "one currency"). Amounts are whole units a month; `minor` turns them into the minor units
 * charged.
 */
export const BILLING_CURRENCIES = ['USD', 'GBP', 'NGN'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];

/** A new workspace, and the public pages (no workspace), are priced in US dollars. */
export const DEFAULT_BILLING_CURRENCY: BillingCurrency = 'USD';

type PriceRow = Record<BillingCurrency, number>;

export const PRICE_BOOK = {
  plans: {
    air: { USD: 0, GBP: 0, NGN: 0 },
    earth: { USD: 10, GBP: 8, NGN: 15_000 },
    moon: { USD: 50, GBP: 40, NGN: 75_000 },
  },
  sitePlans: {
    'site-basic': { USD: 5, GBP: 4, NGN: 7_500 },
    'site-plus': { USD: 10, GBP: 8, NGN: 15_000 },
    'site-pro': { USD: 50, GBP: 40, NGN: 75_000 },
  },
  /** Hire an expert: a month per developer for one day a week (the spec's £800). */
  expertPerDeveloperDay: { USD: 1_000, GBP: 800, NGN: 1_500_000 },
} as const satisfies {
  plans: Record<'air' | 'earth' | 'moon', PriceRow>;
  sitePlans: Record<'site-basic' | 'site-plus' | 'site-pro', PriceRow>;
  expertPerDeveloperDay: PriceRow;
};

const CURRENCY_SYMBOLS: Record<BillingCurrency, string> = { USD: '$', GBP: '£', NGN: '₦' };

/** Whole units as the cards write them: "$5", "£4", "₦7,500". */
export const wholePriceText = (units: number, currency: BillingCurrency): string =>
  `${CURRENCY_SYMBOLS[currency]}${units.toLocaleString('en-US')}`;

/** Whole units to the minor units a charge is made in (all three currencies have 100 minor units). */
export const minor = (units: number): number => Math.round(units * 100);

/** A plan's monthly price in minor units of `currency`. */
export const planPriceMinor = (plan: keyof typeof PRICE_BOOK.plans, currency: BillingCurrency): number =>
  minor(PRICE_BOOK.plans[plan][currency]);

/** A site plan's monthly price in minor units of `currency`. */
export const sitePlanPriceMinor = (plan: keyof typeof PRICE_BOOK.sitePlans, currency: BillingCurrency): number =>
  minor(PRICE_BOOK.sitePlans[plan][currency]);

/** An expert developer for one day a week, a month, in minor units of `currency`. */
export const expertDayPriceMinor = (currency: BillingCurrency): number =>
  minor(PRICE_BOOK.expertPerDeveloperDay[currency]);

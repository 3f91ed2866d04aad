import { EXPERT_HIRE, expertDayPriceMinor } from '@aerie/contract';

/**
 * The public pages' expert price: the price book's, per developer, per day a week, per month, in US dollars
 * like every other public price (issue 25, one currency policy: a workspace is charged the same price book in
 * its own currency; docs/spec-deviations.md).
 */
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole dollars, e.g. "$1,000" (like `formatUsd`, lib/money's rule for whole amounts; public-prices.test.ts). */
export function formatExpertPrice(minor: number): string {
  return money.format(minor / 100);
}

/** The monthly price of `developers` developers for `daysPerWeek` days a week, in minor units. */
export const expertMonthlyMinor = (developers: number, daysPerWeek: number) =>
  developers * daysPerWeek * expertDayPriceMinor('USD');

/** One developer, one day a week, a month: "$1,000". */
export const EXPERT_RATE = formatExpertPrice(expertDayPriceMinor('USD'));

/** What the hire form sells: at most this many days a week, and this many developers. */
export const EXPERT_MAX_DAYS = Math.max(...EXPERT_HIRE.daysPerWeek);
export const EXPERT_MAX_DEVELOPERS = EXPERT_HIRE.developersMax;

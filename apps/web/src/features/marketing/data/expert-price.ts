import { EXPERT_HIRE } from '@aerie/contract';

/**
 * The public pages' expert price is the one the hire form charges (EXPERT_HIRE: per developer, per day a
 * week, per month, in its own currency), so the site cannot promise one price and currency while the
 * product charges another (issue 25, "One currency policy"; docs/spec-deviations.md).
 */
const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: EXPERT_HIRE.currency,
  maximumFractionDigits: 0,
});

/** Whole units of the expert currency, e.g. "£800". */
export function formatExpertPrice(minor: number): string {
  return money.format(minor / 100);
}

/** The monthly price of `developers` developers for `daysPerWeek` days a week, in minor units. */
export const expertMonthlyMinor = (developers: number, daysPerWeek: number) =>
  developers * daysPerWeek * EXPERT_HIRE.basePricePerDayMinor;

/** One developer, one day a week, a month: "£800". */
export const EXPERT_RATE = formatExpertPrice(EXPERT_HIRE.basePricePerDayMinor);

/** What the hire form sells: at most this many days a week, and this many developers. */
export const EXPERT_MAX_DAYS = Math.max(...EXPERT_HIRE.daysPerWeek);
export const EXPERT_MAX_DEVELOPERS = EXPERT_HIRE.developersMax;

/**
 * Amounts travel in minor units (cents, pence, kobo) so no sum is ever rounded twice; they become text
 * here only. An unknown currency code still shows the number, with the code in front.
 */
export function formatMoney(amountMinor: number, currency: string, locale = 'en-US'): string {
  const code = currency.trim().toUpperCase();
  const major = amountMinor / 100;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(major);
  } catch {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${code} ${number.format(major)}`;
  }
}

/** Whole units per month for a plan card: "Free" for nothing, "$10" otherwise. */
export function formatMonthlyPrice(amountMinor: number, currency: string, locale = 'en-US'): string {
  if (amountMinor === 0) return 'Free';
  const code = currency.trim().toUpperCase();
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      // "₦15,000" rather than "NGN 15,000" on a naira workspace's cards (issue 25).
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: amountMinor % 100 === 0 ? 0 : 2,
    }).format(amountMinor / 100);
  } catch {
    return `${code} ${amountMinor / 100}`;
  }
}

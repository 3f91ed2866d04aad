import { supportedMinorDigits } from './currencies.js';

/**
 * Money, one way everywhere: the server's pages and e-mails, the seller admin, the dashboard, and what
 * the payment provider is asked for (docs/architecture.md § Money). Amounts travel as integer minor
 * units of their currency (cents, pence, kobo; yen are their own minor unit) and become text or a
 * provider's decimal only here:
 * - grouping and decimal point as en-US writes them ("1,234.56"), whatever the reader's language, so a
 *   receipt, an order and a price card never disagree;
 * - the currency's own symbol, the narrow one where en-US has only the code ("₦", not "NGN");
 * - the currency's minor digits from the pinned table (`currencies.ts`): USD 2, JPY 0, KWD 3. Dividing
 *   every currency by 100 would show a yen store's ¥1,250 as ¥13.
 *
 * Rounding, all of it:
 * - formatting never rounds: an amount is a whole number of minor units and is shown to the last one;
 * - a provider's major-unit decimal becomes minor units rounded to the nearest unit, a half away from
 *   zero, reading the decimal as written (12.345 USD → 1235, never 1234 from 1234.4999… in binary);
 * - a share of an amount (the platform's fee) rounds to the nearest minor unit, a half up.
 */
const LOCALE = 'en-US';

const codeOf = (currency: string) => currency.trim().toUpperCase();

/** en-US's formatter of the currency, or null for a code Intl refuses (not three letters). */
function currencyFormat(code: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code, ...options });
  } catch {
    return null;
  }
}

/**
 * How many minor units a currency has: 2 for USD, GBP and NGN, 0 for JPY, 3 for KWD. A code outside the
 * table (an old row's) falls back to what Intl says, and 2 for one Intl refuses.
 */
export function minorDigits(currency: string): number {
  const code = codeOf(currency);
  return supportedMinorDigits(code) ?? currencyFormat(code)?.resolvedOptions().maximumFractionDigits ?? 2;
}

function render(amountMinor: number, currency: string, dropZeroDecimals: boolean): string {
  const code = codeOf(currency);
  const digits = minorDigits(code);
  const shown = dropZeroDecimals && amountMinor % 10 ** digits === 0 ? 0 : digits;
  const decimals = { minimumFractionDigits: shown, maximumFractionDigits: shown };
  const major = amountMinor / 10 ** digits;
  const plain = currencyFormat(code, decimals);
  if (!plain) return `${code} ${new Intl.NumberFormat(LOCALE, decimals).format(major)}`;
  const hasOwnSymbol = !plain.formatToParts(0).some((part) => part.value === code);
  return hasOwnSymbol
    ? plain.format(major)
    : currencyFormat(code, { ...decimals, currencyDisplay: 'narrowSymbol' })!.format(major);
}

/** An amount charged or owed, to the last minor unit: 1250 USD → "$12.50", 1250 JPY → "¥1,250". */
export function formatMoney(amountMinor: number, currency: string): string {
  return render(amountMinor, currency, false);
}

/**
 * A price on offer: a whole amount without its zero decimals, any other to the minor unit. 80000 GBP →
 * "£800", 1999 GBP → "£19.99".
 */
export function formatPrice(amountMinor: number, currency: string): string {
  return render(amountMinor, currency, true);
}

/**
 * Minor units as the decimal a payment provider takes (Flutterwave's `amount`): 1250 JPY → 1250,
 * 1250 USD → 12.5, 1250 KWD → 1.25. Dividing a whole number by a power of ten gives the double nearest
 * the exact decimal, which JSON then writes as that decimal.
 */
export function toMajorUnits(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorDigits(currency);
}

/**
 * A provider's decimal back to minor units (a verified charge's `amount`): 12.5 USD → 1250, 1.25 KWD →
 * 1250, 1250 JPY → 1250. The decimal is shifted as written, not multiplied in binary (1.005 USD is 101,
 * where 1.005 × 100 is 100.49999…), then rounded a half away from zero.
 */
export function toMinorUnits(amountMajor: number, currency: string): number {
  const digits = minorDigits(currency);
  const written = String(amountMajor);
  const shifted = /e/i.test(written) ? amountMajor * 10 ** digits : Number(`${written}e${digits}`);
  return Math.sign(shifted) * Math.round(Math.abs(shifted));
}

/** Major units as the server sends a few catalogues (pilot plans: `dollar_price` 5.5) → minor units. */
export function minorFromMajor(amountMajor: number, currency: string): number {
  return toMinorUnits(amountMajor, currency);
}

/**
 * A share of an amount in basis points (150 = 1.5%), in whole minor units rounded a half up: the
 * platform's fee on a paid order (docs/product.md § Business constants). ¥1,250 at 1.5% is ¥19 (18.75).
 */
export function shareOf(amountMinor: number, basisPoints: number): number {
  return Math.round((amountMinor * basisPoints) / 10_000);
}

/** The text a price field shows, without symbol or grouping: 1250 USD → "12.50", 1250 JPY → "1250". */
export function toMajorText(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  return toMajorUnits(amountMinor, currency).toFixed(digits);
}

/** A typed amount, "12.5" or "12,50" USD → 1250; null when it is not one with at most the currency's decimals. */
export function parseMajor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^\s*(\d{1,9})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

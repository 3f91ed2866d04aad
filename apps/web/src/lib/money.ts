/**
 * Money on screen, the same way on every screen. Amounts travel as integer minor units of their currency
 * (cents, pence, kobo: the contract's rule) and become text only here:
 * - grouping and decimal point as en-US writes them ("1,234.56"), whatever the browser's language, so a
 *   receipt, an order and a price card never disagree;
 * - the currency's own symbol, the narrow one where en-US has only the code ("₦", not "NGN");
 * - the currency's own minor digits as Intl knows them (USD, GBP, NGN 2; JPY 0; KWD 3). Dividing every
 *   currency by 100 would show a yen store's ¥1,200 as ¥12.
 * An unknown code still shows the number, after the code. Amounts are whole minor units, so nothing is
 * rounded here.
 */
const LOCALE = 'en-US';

const codeOf = (currency: string) => currency.trim().toUpperCase();

/** en-US's formatter of the currency, or null for a code Intl refuses. */
function currencyFormat(code: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code, ...options });
  } catch {
    return null;
  }
}

/** How many minor units a currency has: 2 for USD, GBP and NGN, 0 for JPY, 3 for KWD; 2 for a code Intl refuses. */
export function minorDigits(currency: string): number {
  return currencyFormat(codeOf(currency))?.resolvedOptions().maximumFractionDigits ?? 2;
}

function render(amountMinor: number, currency: string, dropZeroDecimals: boolean): string {
  const code = codeOf(currency);
  const plain = currencyFormat(code);
  const digits = plain?.resolvedOptions().maximumFractionDigits ?? 2;
  const shown = dropZeroDecimals && amountMinor % 10 ** digits === 0 ? 0 : digits;
  const decimals = { minimumFractionDigits: shown, maximumFractionDigits: shown };
  const major = amountMinor / 10 ** digits;
  if (!plain) return `${code} ${new Intl.NumberFormat(LOCALE, decimals).format(major)}`;
  const hasOwnSymbol = !plain.formatToParts(0).some((part) => part.value === code);
  return currencyFormat(code, { ...decimals, currencyDisplay: hasOwnSymbol ? 'symbol' : 'narrowSymbol' })!.format(
    major,
  );
}

/** An amount charged or owed, to the last minor unit: 1250 USD → "$12.50", 80000 GBP → "£800.00". */
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

/** Major units as the server sends a few catalogues (pilot plans: `dollar_price` 5.5) → minor units. */
export function minorFromMajor(amountMajor: number, currency: string): number {
  return Math.round(amountMajor * 10 ** minorDigits(currency));
}

/** The text a price field shows, without symbol or grouping: 1250 USD → "12.50", 1200 JPY → "1200". */
export function toMajorText(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
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

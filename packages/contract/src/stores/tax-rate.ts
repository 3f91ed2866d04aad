/**
 * Tax rates travel as text ("8.875") and are kept as integer thousandths of a percent (8875), so no rate
 * ever passes through a float: 0.1 + 0.2 is not 0.3, and a rate read as 8.875 must charge 8.875%.
 */
export const TAX_RATE_THOUSANDTHS_MAX = 100_000;

const RATE_TEXT = /^(\d{1,3})(?:\.(\d{1,3}))?$/;

/** Why a rate's text is refused, or null when it is a rate from 0 to 100 with at most 3 decimals. */
export function taxRateProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('-')) return 'Rate cannot be negative';
  const match = RATE_TEXT.exec(trimmed);
  if (!match) return 'Rate must be a percentage such as 20 or 8.875 (at most 3 decimals)';
  if (parseTaxRate(trimmed) > TAX_RATE_THOUSANDTHS_MAX) return 'Rate must be at most 100%';
  return null;
}

/** "8.875" → 8875, "20" → 20000, "0.5" → 500: digits only, no float. Call taxRateProblem first. */
export function parseTaxRate(text: string): number {
  const [, whole = '0', fraction = ''] = RATE_TEXT.exec(text.trim()) ?? [];
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** 8875 → "8.875", 20000 → "20", 500 → "0.5". */
export function formatTaxRate(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

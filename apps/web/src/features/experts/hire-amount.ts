import { EXPERT_HIRE, type ExpertPricingOption } from '@aerie/contract';

/** docs/product.md § Expert pricing: the developer count times the price for the chosen days per week; null while either is unset. */
export function monthlyAmount(option: ExpertPricingOption | undefined, developers: number): number | null {
  if (!option || !isDeveloperCount(developers)) return null;
  return option.amount * developers;
}

export function isDeveloperCount(value: number): boolean {
  return Number.isInteger(value) && value >= EXPERT_HIRE.developersMin && value <= EXPERT_HIRE.developersMax;
}

/** "MM/YY" or "MM/YYYY" as typed in the card modal, to the month and four-digit year; null when unreadable. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = text.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

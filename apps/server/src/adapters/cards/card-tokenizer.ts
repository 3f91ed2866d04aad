/** The card as typed in the card modal; it is passed to the provider once and never stored. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/**
 * The card port: turns a card into the provider's reusable payment method (`pm_…`), the only thing we
 * keep. A refusal is a `CardProviderError` whose message is the provider's own, shown to the person.
 */
export interface CardTokenizer {
  name: 'sandbox' | 'stripe';
  tokenize(card: CardDetails): Promise<{ token: string }>;
}

export class CardProviderError extends Error {}

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

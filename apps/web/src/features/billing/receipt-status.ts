import { PAYMENT_MESSAGES } from '@aerie/contract';

import type { BadgeTone } from '@/components/ui/badge';

/** docs/product.md § Error catalogue: the receipt says 'PAYMENT SUCCESSFUL' for success and 'PAYMENT FAILED' for anything else. */
export function receiptStatusText(status: string): string {
  return isSuccessful(status) ? PAYMENT_MESSAGES.receiptSuccess : PAYMENT_MESSAGES.receiptFailed;
}

export function isSuccessful(status: string): boolean {
  return status.toLowerCase() === 'success';
}

const TONES: Record<string, BadgeTone> = {
  success: 'success',
  failure: 'danger',
  pending: 'warning',
  cancelled: 'neutral',
};

/** The history's badge colour: green paid, red failed, amber waiting, grey cancelled. */
export function statusTone(status: string): BadgeTone {
  return TONES[status.toLowerCase()] ?? 'neutral';
}

/** 'success' → 'Success', 'in_progress' → 'In progress': stored words as a person reads them. */
export function humanise(word: string): string {
  const text = word.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

import type { Transaction } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { actionMail, type MailContent, queueMail } from '../mail/index.js';
import { findTransactionView } from './transaction-view.js';
import { formatMoney } from '../../lib/format-money.js';

/** The receipt page's date, in words (the e-mail has no reader's time zone: UTC, as the server keeps it). */
function receiptDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/**
 * The receipt page's contents as an e-mail (docs/product.md § Receipts and billing history): what was bought, the
 * amount and its currency, the reference, the date and who it is billed to, with a link to the page that prints it.
 */
export function receiptMail(transaction: Transaction, url: string): MailContent {
  const amount = formatMoney(transaction.amount, transaction.currency);
  const currency = transaction.currency.toUpperCase();
  const { billed_to: billedTo } = transaction;
  const firstName = billedTo.name.split(' ')[0] || billedTo.name;
  return actionMail({
    subject: `Your Aerie receipt for ${transaction.description}: ${amount}`,
    greeting: `Hi ${firstName},`,
    lines: [`Thank you: we received your payment of ${amount} for ${transaction.description}. Here is your receipt.`],
    details: [
      { label: 'Description', value: transaction.description },
      { label: 'Amount', value: `${amount} ${currency}` },
      { label: 'Reference', value: transaction.reference },
      { label: 'Date', value: receiptDate(transaction.created_at) },
      { label: 'Billed to', value: `${billedTo.name}, ${billedTo.workspace} (${billedTo.email})` },
      { label: 'Status', value: 'Paid' },
    ],
    action: 'View the receipt',
    url,
    footer:
      'You can print or download the receipt from that page. Questions about a charge? Reply to this e-mail with its reference.',
  });
}

/**
 * Queues the receipt of a successful payment to the workspace owner (the receipt's "billed to"), in the
 * caller's transaction — the one whose conditional update settled it — so a payment settles and mails its
 * receipt together or not at all, and only once however many verifications race (settle-payment.ts).
 */
export async function queueReceiptMail(
  db: Queryable,
  ctx: Pick<AppContext, 'jobs' | 'config'>,
  transactionId: number,
): Promise<void> {
  const transaction = await findTransactionView(db, transactionId);
  const url = `${ctx.config.appUrl}/dashboard/billing/download/${encodeURIComponent(transaction.reference)}`;
  await queueMail(db, ctx.jobs, transaction.billed_to.email, receiptMail(transaction, url));
}

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { queueMail } from '../mail/queue-mail.js';
import { actionMail, type MailContent } from '../mail/templates.js';
import { formatMoney } from '../stores/storefront-html.js';
import { findTransactionView } from './transaction-view.js';

/** The receipt page's contents as an e-mail: what was bought, the amount, the reference, and a link to it. */
export function receiptMail(options: {
  firstName: string;
  description: string;
  amount: number;
  currency: string;
  reference: string;
  paidAt: Date;
  url: string;
}): MailContent {
  const amount = formatMoney(options.amount, options.currency);
  return actionMail({
    subject: `Your Aerie receipt: ${amount}`,
    greeting: `Hi ${options.firstName},`,
    lines: [
      `We received your payment of ${amount} (${options.currency}) for ${options.description}.`,
      `Reference ${options.reference}, paid on ${options.paidAt.toUTCString().slice(0, 16)}.`,
    ],
    action: 'View the receipt',
    url: options.url,
    footer: 'You can print or download the receipt from that page. Questions about a charge? Reply to this e-mail.',
  });
}

/**
 * Queues the receipt of a successful payment to the workspace owner, in the caller's transaction (the
 * one that settled it), so a payment settles and mails its receipt together or not at all.
 */
export async function queueReceiptMail(
  db: Queryable,
  ctx: Pick<AppContext, 'jobs' | 'config'>,
  transactionId: number,
): Promise<void> {
  const view = await findTransactionView(db, transactionId);
  const firstName = view.billed_to.name.split(' ')[0] ?? view.billed_to.name;
  await queueMail(
    db,
    ctx.jobs,
    view.billed_to.email,
    receiptMail({
      firstName,
      description: view.description,
      amount: view.amount,
      currency: view.currency,
      reference: view.reference,
      paidAt: new Date(view.created_at),
      url: `${ctx.config.appUrl}/dashboard/billing/download/${view.reference}`,
    }),
  );
}

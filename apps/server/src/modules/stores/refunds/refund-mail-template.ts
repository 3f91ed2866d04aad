import type { MailContent } from '../../mail/index.js';
import { escapeHtml } from '../../../lib/escape-html.js';
import { formatMoney } from '../../../lib/format-money.js';
import { storeMailHtml } from '../order-mail-templates.js';

/** What the buyer's refund e-mail says: how much came back and for what. */
export interface RefundMailInput {
  storeName: string;
  orderNumber: number;
  buyerName: string;
  currency: string;
  amount: number;
  lines: Array<{ productName: string; variantName: string; quantity: number; amount: number }>;
  shipping: number;
  /** Given back beyond the lines and shipping. */
  extra: number;
  reason: string | null;
  /** The platform refunded on its own: the payment came after the order had expired. */
  afterExpiry: boolean;
  url: string;
}

export function refundMail(input: RefundMailInput): MailContent {
  const money = (minor: number) => formatMoney(minor, input.currency);
  const name = (line: RefundMailInput['lines'][number]) =>
    line.variantName === 'Default' ? line.productName : `${line.productName} (${line.variantName})`;
  const heading = `Hi ${input.buyerName},`;
  const intro = input.afterExpiry
    ? `Your payment for order #${input.orderNumber} arrived after the order had expired, so its items may no longer be available. We have refunded the ${money(input.amount)} you paid in full; nothing more is needed from you.`
    : `We have refunded ${money(input.amount)} for your order #${input.orderNumber} to the card or account you paid with. It may take a few days to appear.`;
  const rows = [
    ...input.lines.map((line) => ({ label: `${line.quantity} × ${name(line)}`, amount: line.amount })),
    ...(input.shipping > 0 ? [{ label: 'Shipping', amount: input.shipping }] : []),
    ...(input.extra > 0 ? [{ label: input.afterExpiry ? 'Payment' : 'Other amount', amount: input.extra }] : []),
  ];
  const reason = input.reason ? [`Reason: ${input.reason}`, ''] : [];
  const text = [
    heading,
    '',
    intro,
    '',
    ...rows.map((row) => `${row.label} — ${money(row.amount)}`),
    `Refunded: ${money(input.amount)}`,
    '',
    ...reason,
    `View the order: ${input.url}`,
    '',
    `— ${input.storeName}`,
  ].join('\n');
  const body = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows
    .map(
      (row) =>
        `<tr><td style="padding:4px 0">${escapeHtml(row.label)}</td><td align="right">${escapeHtml(money(row.amount))}</td></tr>`,
    )
    .join('')}
<tr><td style="padding-top:8px"><strong>Refunded</strong></td><td align="right" style="padding-top:8px"><strong>${escapeHtml(money(input.amount))}</strong></td></tr></table>${
    input.reason ? `<p style="margin:16px 0 0">Reason: ${escapeHtml(input.reason)}</p>` : ''
  }`;
  return {
    subject: `${input.storeName}: refund for order #${input.orderNumber}`,
    text,
    html: storeMailHtml({ storeName: input.storeName, heading, intro, body, url: input.url }),
  };
}

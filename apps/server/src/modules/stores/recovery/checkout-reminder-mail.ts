import { escapeHtml } from '../../../lib/escape-html.js';
import { formatMoney } from '../../../lib/format-money.js';
import type { MailContent } from '../../mail/index.js';

/** What the checkout reminder shows: the cart as it was checked out, the way back, and the way out. */
export interface CheckoutReminderInput {
  storeName: string;
  buyerName: string;
  currency: string;
  lines: Array<{ productName: string; variantName: string; unitPrice: number; quantity: number }>;
  subtotal: number;
  /** The store's reminder code (docs/product.md § Recovered checkouts), or null. */
  discountCode: string | null;
  recoverUrl: string;
  unsubscribeUrl: string;
  linkDays: number;
}

const lineName = (line: CheckoutReminderInput['lines'][number]) =>
  line.variantName === 'Default' ? line.productName : `${line.productName} (${line.variantName})`;

/**
 * The one reminder of an unpaid checkout, in the order e-mails' style (order-mail-templates.ts), with a
 * plain-text part, and RFC 8058 one-click unsubscribe headers pointing at the same link as the footer.
 */
export function checkoutReminderMail(input: CheckoutReminderInput): MailContent {
  const money = (minor: number) => formatMoney(minor, input.currency);
  const heading = `Hi ${input.buyerName},`;
  const intro = 'You left these in your cart. They are not reserved, but your cart is waiting for you.';
  const codeText = input.discountCode ? `Use the code ${input.discountCode} at checkout.` : null;
  const text = [
    heading,
    '',
    intro,
    '',
    ...input.lines.map((line) => `${line.quantity} × ${lineName(line)} — ${money(line.unitPrice * line.quantity)}`),
    `Subtotal: ${money(input.subtotal)}`,
    '',
    ...(codeText ? [codeText, ''] : []),
    `Return to your cart: ${input.recoverUrl}`,
    `(The link works for ${input.linkDays} days.)`,
    '',
    `— ${input.storeName}`,
    '',
    `No more reminders from ${input.storeName}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const rows = input.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0">${line.quantity} × ${escapeHtml(lineName(line))}</td><td align="right">${escapeHtml(money(line.unitPrice * line.quantity))}</td></tr>`,
    )
    .join('');
  const code = codeText
    ? `<p style="margin:16px 0 0">Use the code <strong style="font-family:ui-monospace,Menlo,monospace;background:#f4f4f5;padding:2px 6px;border-radius:4px">${escapeHtml(input.discountCode!)}</strong> at checkout.</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:system-ui,Segoe UI,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e4e4e7;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">${escapeHtml(input.storeName)}</p>
<p style="margin:0 0 16px">${escapeHtml(heading)}</p><p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}
<tr><td style="padding-top:8px"><strong>Subtotal</strong></td><td align="right" style="padding-top:8px"><strong>${escapeHtml(money(input.subtotal))}</strong></td></tr></table>${code}
<p style="margin:24px 0 0"><a href="${escapeHtml(input.recoverUrl)}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">Return to your cart</a></p>
<p style="margin:8px 0 0;font-size:13px;color:#71717a">The link works for ${input.linkDays} days.</p>
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#71717a"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#71717a">No more reminders from ${escapeHtml(input.storeName)}</a></p>
</td></tr></table></body></html>`;
  return {
    subject: `${input.storeName}: your cart is waiting`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

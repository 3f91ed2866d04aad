import { orderTotalsRows, type OrderTotals, type TotalsRow } from '@aerie/contract';

import type { MailContent } from '../mail/index.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { formatMoney } from '../../lib/format-money.js';

/** What the store's e-mails show of an order. */
export interface OrderMailInput extends OrderTotals {
  storeName: string;
  orderNumber: number;
  buyerName: string;
  buyerEmail: string;
  currency: string;
  lines: Array<{ productName: string; variantName: string; unitPrice: number; quantity: number }>;
  address: { line1: string; line2: string; city: string; postalCode: string; country: string };
  /** The order's page on the storefront (buyer) or the seller admin (seller). */
  url: string;
  /** What the seller gave when it shipped; absent before. */
  shipment?: Shipment;
}

export interface Shipment {
  carrier: string | null;
  trackingNumber: string | null;
  /** A carrier's own https tracking page (tracking-links.ts), or null: then the number is text only. */
  trackingUrl: string | null;
}

/** The shipment's lines of the shipped e-mail: carrier and tracking as text, the number linked when it can be. */
function shipmentParts(shipment: Shipment | undefined): { text: string[]; html: string } {
  if (!shipment || (!shipment.carrier && !shipment.trackingNumber)) return { text: [], html: '' };
  const text = [
    ...(shipment.carrier ? [`Carrier: ${shipment.carrier}`] : []),
    ...(shipment.trackingNumber ? [`Tracking number: ${shipment.trackingNumber}`] : []),
    ...(shipment.trackingUrl ? [`Track the parcel: ${shipment.trackingUrl}`] : []),
    '',
  ];
  const number = shipment.trackingNumber
    ? shipment.trackingUrl
      ? `<a href="${escapeHtml(shipment.trackingUrl)}">${escapeHtml(shipment.trackingNumber)}</a>`
      : escapeHtml(shipment.trackingNumber)
    : '';
  const rows = [
    ...(shipment.carrier ? [`Carrier: ${escapeHtml(shipment.carrier)}`] : []),
    ...(number ? [`Tracking number: ${number}`] : []),
  ];
  return { text, html: `<p style="margin:0 0 16px">${rows.join('<br>')}</p>` };
}

/** One totals row of the e-mail's table: the first with room above it, the total in bold. */
const totalsRowHtml =
  (money: (minor: number) => string) =>
  (row: TotalsRow, index: number): string => {
    const label = escapeHtml(row.label);
    const amount = escapeHtml(money(row.amount));
    if (row.kind === 'total')
      return `<tr><td><strong>${label}</strong></td><td align="right"><strong>${amount}</strong></td></tr>`;
    const style =
      index === 0 ? ' style="padding-top:8px"' : row.kind === 'tax-included' ? ' style="color:#71717a"' : '';
    return `<tr><td${style}>${label}</td><td align="right"${style}>${amount}</td></tr>`;
  };

function summary(input: OrderMailInput): { text: string[]; html: string } {
  const money = (minor: number) => formatMoney(minor, input.currency);
  const name = (line: OrderMailInput['lines'][number]) =>
    line.variantName === 'Default' ? line.productName : `${line.productName} (${line.variantName})`;
  const address = [
    input.address.line1,
    input.address.line2,
    `${input.address.postalCode} ${input.address.city}`,
    input.address.country,
  ]
    .map((part) => part.trim())
    .filter(Boolean);
  const totals = orderTotalsRows(input);
  const text = [
    ...input.lines.map((line) => `${line.quantity} × ${name(line)} — ${money(line.unitPrice * line.quantity)}`),
    ...totals.map((row) => `${row.label}: ${money(row.amount)}`),
    '',
    'Ship to:',
    input.buyerName,
    ...address,
  ];
  const rows = input.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0">${line.quantity} × ${escapeHtml(name(line))}</td><td align="right">${escapeHtml(money(line.unitPrice * line.quantity))}</td></tr>`,
    )
    .join('');
  const html = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}
${totals.map(totalsRowHtml(money)).join('')}</table>
<p style="margin:16px 0 0">Ship to:<br>${[input.buyerName, ...address].map(escapeHtml).join('<br>')}</p>`;
  return { text, html };
}

function orderMail(subject: string, heading: string, intro: string, input: OrderMailInput): MailContent {
  const { text, html } = summary(input);
  const shipment = shipmentParts(input.shipment);
  return {
    subject,
    text: [
      heading,
      '',
      intro,
      '',
      ...shipment.text,
      ...text,
      '',
      `View the order: ${input.url}`,
      '',
      `— ${input.storeName}`,
    ].join('\n'),
    html: `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:system-ui,Segoe UI,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e4e4e7;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">${escapeHtml(input.storeName)}</p>
<p style="margin:0 0 16px">${escapeHtml(heading)}</p><p style="margin:0 0 16px">${escapeHtml(intro)}</p>${shipment.html}${html}
<p style="margin:24px 0 0"><a href="${escapeHtml(input.url)}">View the order</a></p>
</td></tr></table></td></tr></table></body></html>`,
  };
}

export function orderConfirmationMail(input: OrderMailInput): MailContent {
  return orderMail(
    `${input.storeName}: order #${input.orderNumber} confirmed`,
    `Hi ${input.buyerName},`,
    `Thank you for your order #${input.orderNumber}. We have received your payment and will let you know when it ships.`,
    input,
  );
}

export function newOrderMail(input: OrderMailInput): MailContent {
  return orderMail(
    `New order #${input.orderNumber} on ${input.storeName}`,
    'You have a new paid order.',
    `${input.buyerName} (${input.buyerEmail}) paid for order #${input.orderNumber}. Ship it from your store admin.`,
    input,
  );
}

export function shippingNoticeMail(input: OrderMailInput): MailContent {
  return orderMail(
    `${input.storeName}: order #${input.orderNumber} has shipped`,
    `Hi ${input.buyerName},`,
    `Good news: your order #${input.orderNumber} is on its way.`,
    input,
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AppContext } from '../context.js';
import {
  chargeOutcome,
  findPendingCheckout,
  recordSandboxCharge,
  SANDBOX_CARDS,
} from '../modules/billing/sandbox-charge.js';
import type { SandboxCheckout } from '../modules/billing/purchasable.js';
import { escapeHtml } from '../lib/escape-html.js';
import { formatMoney } from '../lib/format-money.js';

const FORM_BODY_LIMIT = 4 * 1024;

/** The amount in its currency's own minor digits: ¥1,250, $12.50, KWD 1.250. */
function money(row: SandboxCheckout): string {
  return formatMoney(row.amount, row.currency);
}

/** A page with no script at all, so the policy allows none; the form may only post here or return to the app. */
function page(reply: FastifyReply, status: number, appUrl: string, title: string, body: string, returnUrl = appUrl) {
  // The form's redirect goes back to the app or to a storefront: form-action must allow where it lands.
  const origins = [...new Set([new URL(appUrl).origin, new URL(returnUrl).origin])].join(' ');
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${origins}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return reply
    .code(status)
    .header('content-security-policy', policy)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Aerie sandbox checkout</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:24px}main{max-width:440px;margin:40px auto;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px}.banner{background:#fef3c7;color:#92400e;border-radius:8px;padding:8px 12px;font-size:13px;font-weight:600}h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#71717a}label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d4d4d8;border-radius:8px;font:16px ui-monospace,monospace}ul{font-size:13px;color:#52525b;padding-left:18px}.actions{display:flex;flex-direction:row-reverse;gap:12px;margin-top:16px}button{flex:1;padding:10px;border-radius:8px;border:1px solid #d4d4d8;background:#fff;font-weight:600;cursor:pointer}button.pay{background:#4f46e5;border-color:#4f46e5;color:#fff}</style></head>
<body><main><p class="banner">TEST MODE: no real card is charged.</p>${body}</main></body></html>`);
}

/**
 * Pay comes first in the form: Enter in the card field submits with the form's first submit button, and
 * that must pay, not cancel. The row is drawn reversed so Cancel still sits on the left.
 */
function checkoutPage(row: SandboxCheckout, action: string): string {
  const cards = SANDBOX_CARDS.map((card) => `<li><code>${card.number}</code>: ${card.outcome}</li>`).join('');
  return `<h1>Pay ${escapeHtml(money(row))}</h1>
<dl><dt>For</dt><dd>${escapeHtml(row.description)}</dd><dt>Amount</dt><dd>${escapeHtml(money(row))}</dd><dt>Reference</dt><dd><code>${escapeHtml(row.reference)}</code></dd></dl>
<form method="post" action="${escapeHtml(action)}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" maxlength="23" placeholder="4242 4242 4242 4242">
<ul>${cards}</ul>
<div class="actions"><button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(money(row))}</button><button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>`;
}

/**
 * The sandbox provider's hosted checkout (`GET/POST /sandbox/checkout/:reference`): what Flutterwave's page
 * is in production. Pay charges the test card into the sandbox ledger and sends the browser back to the
 * app's return route with `status`, `tx_ref` and `transaction_id`, exactly as Flutterwave does. Like
 * Flutterwave's, the page can be paid again after a decline or a cancel, until a charge succeeds.
 */
export async function registerSandboxCheckout(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { appUrl } = ctx.config;
  await app.register(async (scope) => {
    // A plain HTML form posts urlencoded; only this scope reads it.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<{ Params: { reference: string } }>(
      '/sandbox/checkout/:reference',
      { schema: { hide: true } },
      async (request, reply) => {
        const row = await findPendingCheckout(ctx, request.params.reference);
        if (!row)
          return page(
            reply,
            404,
            appUrl,
            'Not found',
            '<h1>Payment not found</h1><p>This checkout link is not valid.</p>',
          );
        if (row.settled) {
          return page(
            reply,
            409,
            appUrl,
            'Settled',
            `<h1>This payment is already settled</h1><p><a href="${escapeHtml(appUrl)}/dashboard/billing">Back to billing</a></p>`,
          );
        }
        return page(
          reply,
          200,
          appUrl,
          'Checkout',
          checkoutPage(row, `/sandbox/checkout/${encodeURIComponent(row.reference)}`),
          row.returnUrl,
        );
      },
    );

    scope.post<{ Params: { reference: string }; Body: Record<string, string> | undefined }>(
      '/sandbox/checkout/:reference',
      { schema: { hide: true } },
      async (request, reply) => {
        const row = await findPendingCheckout(ctx, request.params.reference);
        if (!row)
          return page(
            reply,
            404,
            appUrl,
            'Not found',
            '<h1>Payment not found</h1><p>This checkout link is not valid.</p>',
          );
        if (row.settled) {
          return page(reply, 409, appUrl, 'Settled', '<h1>This payment is already settled</h1>');
        }
        const form = request.body ?? {};
        const result =
          form.action === 'cancel'
            ? { status: 'cancelled' as const, reason: 'Cancelled at checkout' }
            : chargeOutcome(String(form.card_number ?? ''));
        const id = await recordSandboxCharge(ctx.db, row, result);
        const query = new URLSearchParams({ status: result.status, tx_ref: row.reference, transaction_id: id });
        return reply.code(303).header('location', `${row.returnUrl}?${query}`).send();
      },
    );
  });
}

import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';

import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { SCRIPTLESS_PAGE_CSP, withCsp } from './host-headers.js';
import { escapeHtml } from '../lib/escape-html.js';

const INBOX_SIZE = 100;

/** Text with its URLs made clickable, everything else escaped. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The development inbox (no SMTP configured, not production): every e-mail the product sent, newest
 * first, as a page at /dev/mail and as JSON at /dev/mail.json. It shows every reset link, so RAW_ROUTES
 * gives both routes loopback reach: only a client on this machine gets an answer (finding 12).
 */
export function registerDevInbox(app: FastifyInstance, db: Database): void {
  const latest = () =>
    db
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        headers: mailOutbox.headers,
        created_at: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(INBOX_SIZE);

  app.get('/dev/mail.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await latest()).map((mail) => ({ ...mail, created_at: mail.created_at.toISOString() }));
  });
  const page = { schema: { hide: true }, helmet: withCsp(SCRIPTLESS_PAGE_CSP) };
  app.get('/dev/mail', page, async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map(
        (mail) =>
          `<article><header><strong>${escapeHtml(mail.subject)}</strong><span>to ${escapeHtml(mail.to)} · ${mail.created_at.toISOString()}</span></header><pre>${linkify(mail.text)}</pre></article>`,
      )
      .join('');
    const body = items || '<p class="empty">No e-mail yet. Register or ask for a password reset, then reload.</p>';
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Aerie · development inbox</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:24px}main{max-width:760px;margin:0 auto}h1{font-size:20px}article{background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:16px;margin:0 0 16px}header{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;margin-bottom:8px}header span{color:#71717a;font-size:13px}pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;margin:0}a{color:#4f46e5}.empty{color:#71717a}</style></head>
<body><main><h1>Development inbox</h1><p>E-mails Aerie sent while no SMTP server is configured, newest first.</p>${body}</main></body></html>`);
  });
}

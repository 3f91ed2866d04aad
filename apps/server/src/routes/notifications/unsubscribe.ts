import { NOTIFICATION_TYPES } from '@aerie/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AppContext } from '../../context.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { readUnsubscribeToken, setEmailChannels, typesToTurnOff } from '../../modules/notifications/index.js';
import { SCRIPTLESS_PAGE_CSP, withCsp } from '../../plugins/host-headers.js';

const PATH = '/unsubscribe/:token';
/** RFC 8058's body is `List-Unsubscribe=One-Click`; a form's is as small. Nothing in it is needed. */
const FORM_BODY_LIMIT = 1024;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Aerie</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:24px}main{max-width:440px;margin:40px auto;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px}h1{font-size:20px;margin:0 0 12px}p{line-height:1.5;color:#3f3f46}button{margin-top:8px;padding:10px 16px;border-radius:8px;border:1px solid #4f46e5;background:#4f46e5;color:#fff;font-weight:600;font-size:15px;cursor:pointer}a{color:#4f46e5}</style></head>
<body><main>${body}</main></body></html>`);
}

const invalidLink = (reply: FastifyReply) =>
  page(
    reply,
    404,
    'Link not valid',
    '<h1>This link is not valid</h1><p>Change your e-mail settings in your Aerie profile instead.</p>',
  );

/**
 * One-click unsubscribe (`GET/POST /unsubscribe/:token`, public: the signed token is the credential). The
 * GET page only asks, so a mail scanner that follows links changes nothing; its button, and a mail client's
 * RFC 8058 one-click POST, turn the token's type (or every daily type, for a digest) to 'off'.
 */
export async function registerUnsubscribe(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { appUrl } = ctx.config;
  const settingsLink = `<a href="${escapeHtml(appUrl)}/dashboard/profile#notifications">your notification settings</a>`;
  const what = (scope: string) =>
    scope === 'digest'
      ? 'the daily digest'
      : `e-mails when ${NOTIFICATION_TYPES[scope as keyof typeof NOTIFICATION_TYPES].label.toLowerCase()}`;

  await app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
        done(null, {}),
      );
    }
    const options = { schema: { hide: true }, helmet: withCsp({ ...SCRIPTLESS_PAGE_CSP, 'form-action': ["'self'"] }) };

    scope.get<{ Params: { token: string } }>(PATH, options, async (request, reply) => {
      const token = readUnsubscribeToken(ctx.config, request.params.token);
      if (!token) return invalidLink(reply);
      return page(
        reply,
        200,
        'Unsubscribe',
        `<h1>Stop ${escapeHtml(what(token.scope))}?</h1><p>You will still see these notifications in the bell in Aerie.</p>
<form method="post" action="/unsubscribe/${encodeURIComponent(request.params.token)}"><button type="submit">Stop these e-mails</button></form>`,
      );
    });

    scope.post<{ Params: { token: string } }>(PATH, options, async (request, reply) => {
      const token = readUnsubscribeToken(ctx.config, request.params.token);
      if (!token) return invalidLink(reply);
      const types = await typesToTurnOff(ctx.db, token.userId, token.scope);
      await setEmailChannels(ctx.db, token.userId, Object.fromEntries(types.map((type) => [type, 'off'])));
      return page(
        reply,
        200,
        'Unsubscribed',
        `<h1>Done</h1><p>You will get no more ${escapeHtml(what(token.scope))}. Change your mind in ${settingsLink}.</p>`,
      );
    });
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../context.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { optOutOfReminders, reminderOfUnsubscribeLink } from '../../modules/stores/recovery/opt-out-of-reminders.js';
import { unsubscribePath } from '../../modules/stores/recovery/recovery-tokens.js';
import { notFoundPage, sendPage, storeOfRequest, storefrontHeaders } from './storefront-context.js';

const PATH = '/reminders/unsubscribe/:token';
/** RFC 8058's body is `List-Unsubscribe=One-Click`; a form's is as small. Nothing in it is needed. */
const FORM_BODY_LIMIT = 1024;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

async function linkOf(request: TokenRequest, ctx: AppContext) {
  const store = await storeOfRequest(request, ctx);
  if (!store) return { store: null, reminder: null };
  return { store, reminder: await reminderOfUnsubscribeLink(ctx.db, store.id, request.params.token) };
}

const NOT_VALID = '<h1>This link is not valid</h1><p>It may have been mistyped, or it belongs to another store.</p>';

/**
 * The checkout reminder's unsubscribe link (docs/product.md § Recovered checkouts), on the store's own origin.
 * The GET page only asks, so a mail scanner that follows links changes nothing; its button, and a mail
 * client's RFC 8058 one-click POST, record the opt-out of that e-mail for this store. Registered outside the
 * storefront pages' scope: the one-click POST comes from a mail client, not from a page of the store, so the
 * pages' same-origin check cannot apply — the random token is the credential.
 */
export async function registerReminderUnsubscribe(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const headers = storefrontHeaders(ctx);
  await scope.register(async (links) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      links.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
        done(null, {}),
      );
    }
    links.addHook('onRequest', async (_request, reply: FastifyReply) => {
      reply.headers(headers).header('referrer-policy', 'no-referrer');
    });

    links.get<{ Params: { token: string } }>(PATH, { schema: { hide: true } }, async (request, reply) => {
      const { store, reminder } = await linkOf(request, ctx);
      if (!store) return notFoundPage(reply, 'Store not found');
      if (!reminder)
        return sendPage(request, reply, ctx, store, { title: 'Link not valid', body: NOT_VALID, status: 404 });
      const action = escapeHtml(unsubscribePath(request.params.token));
      return sendPage(request, reply, ctx, store, {
        title: 'Unsubscribe',
        body: `<h1>Stop cart reminders?</h1><p>${escapeHtml(reminder.email)} will get no more reminders about unfinished checkouts from ${escapeHtml(reminder.storeName)}. Order e-mails still arrive.</p>
<form method="post" action="${action}"><button class="btn" type="submit">Stop reminders</button></form>`,
      });
    });

    links.post<{ Params: { token: string } }>(PATH, { schema: { hide: true } }, async (request, reply) => {
      const { store, reminder } = await linkOf(request, ctx);
      if (!store) return notFoundPage(reply, 'Store not found');
      if (!reminder)
        return sendPage(request, reply, ctx, store, { title: 'Link not valid', body: NOT_VALID, status: 404 });
      await optOutOfReminders(ctx.db, reminder);
      return sendPage(request, reply, ctx, store, {
        title: 'Unsubscribed',
        body: `<h1>Done</h1><p class="ok">${escapeHtml(reminder.email)} will get no more cart reminders from ${escapeHtml(reminder.storeName)}.</p><p><a href="/products">Continue shopping</a></p>`,
      });
    });
  });
}

import { isStorableText } from '@aerie/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { badRequestPage, notFoundPage } from './storefront-context.js';

/**
 * Whether the keys and strings of parsed path parameters, a query or a form (flat: a repeated key makes an
 * array) are text PostgreSQL can take. Nested values come only from a JSON body, which no storefront
 * route reads (its `field` takes strings only), so they are not walked.
 */
function isStorable(input: unknown): boolean {
  if (input === null || typeof input !== 'object') return typeof input !== 'string' || isStorableText(input);
  return Object.entries(input).every(
    ([key, value]) =>
      isStorableText(key) &&
      (Array.isArray(value) ? value : [value]).every((item) => typeof item !== 'string' || isStorableText(item)),
  );
}

/**
 * Issue 24: a NUL character in a slug, a search, a checkout-return reference or a form field reached
 * PostgreSQL, which refuses it (a 500, and a checkout could fail half-way). Every storefront route's
 * input is checked here once, after the form body is parsed and before any handler reads or writes, with
 * the rule the JSON routes' schemas use (`isStorableText`). A path that cannot exist is 404, like any
 * unknown page; a query or form is 400. A browser never sends NUL from a form, so a plain page will do
 * rather than the form again with a notice.
 */
export async function refuseUnstorableInput(request: FastifyRequest, reply: FastifyReply) {
  if (!isStorable(request.params)) return notFoundPage(reply);
  if (!isStorable(request.query) || !isStorable(request.body)) {
    return badRequestPage(reply, 'This address or form contains a character that is not allowed.');
  }
}

import { FORM_RULES } from '@aerie/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../context.js';
import { siteOfHost } from '../modules/domains/index.js';
import type { LiveSites } from '../modules/websites/serve/live-sites.js';
import { classifySiteHost } from '../modules/websites/serve/site-hosts.js';
import { findLiveForm } from '../modules/websites/forms/live-form.js';
import { DEFAULT_SUCCESS, formAnswerPage } from '../modules/websites/forms/form-pages.js';
import { submitForm } from '../modules/websites/forms/submit-form.js';

const FORM_KEY = /^[a-z0-9_-]{1,60}$/;
const URLENCODED = 'application/x-www-form-urlencoded';

/**
 * Where a post comes from (docs/architecture.md § Site forms): `same` — this site's own address on Aerie, or no
 * Origin at all (a browser that sends none, `Origin: null`, a script: accepted as they always were); `own` — a
 * verified host pointed at this site, served by the owner's server (issue 32 § 4), whose form posts here; or
 * `foreign` — any other origin, refused so that another site's page cannot make its visitors send this form.
 */
type PostSource = { kind: 'same' } | { kind: 'own'; origin: string } | { kind: 'foreign' };

function sourceOf(request: FastifyRequest, websiteId: number): PostSource {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return { kind: 'same' };
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return { kind: 'foreign' };
  }
  if (url.host === request.headers.host) return { kind: 'same' };
  if ((url.protocol === 'https:' || url.protocol === 'http:') && siteOfHost(url.hostname) === websiteId)
    return { kind: 'own', origin: url.origin };
  return { kind: 'foreign' };
}

/** The path of the page a form was sent from, when the browser's Referer names this site (or its own host). */
function refererPath(request: FastifyRequest, source: PostSource): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const fromHere = url.host === request.headers.host || (source.kind === 'own' && url.origin === source.origin);
    return fromHere ? url.pathname.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/**
 * Where the 303 goes: the thank-you page stays on Aerie's address; the form's own `redirect`, a path of the site,
 * goes back to the host the visitor came from.
 */
const locationFor = (location: string, source: PostSource) =>
  source.kind === 'own' && !location.startsWith('/_forms/') ? `${source.origin}${location}` : location;

/**
 * Forms of the published sites (docs/architecture.md § Site forms), in a scope of their own inside the sites host so
 * their body parser and error answers touch nothing else: `POST /_forms/{key}` takes a submission and answers
 * 303 to the thank-you page (or the form's page), `GET /_forms/{key}/thanks` is that page. Plain HTML forms: no
 * script anywhere. Every refusal is a small page in the site's look with the right status, never a 500.
 */
export async function registerSiteForms(
  sitesScope: FastifyInstance,
  ctx: AppContext,
  liveSites: LiveSites,
  headers: Record<string, string>,
): Promise<void> {
  await sitesScope.register(async (scope) => {
    const siteOf = async (request: FastifyRequest) => {
      const target = classifySiteHost(request.headers.host, ctx.config.sites, liveSites.customDomains.has);
      if (target?.kind !== 'site' && target?.kind !== 'custom') return null;
      const key = target.kind === 'site' ? { subdomain: target.subdomain } : { domain: target.domain };
      return liveSites.fresh(key) ?? (await liveSites.find(key));
    };
    const answer = (reply: FastifyReply, status: number, cssPath: string | null, heading: string, message: string) =>
      reply
        .headers(headers)
        .header('cache-control', 'no-store')
        .status(status)
        .type('text/html; charset=utf-8')
        .send(formAnswerPage({ cssPath, heading, message }));

    // Form posts are URL-encoded: the body is read as text up to the limit; any other type is refused in the handler.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_RULES.maxBodyBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) return answer(reply, 413, null, 'Message too long', 'This form was sent with too much text.');
      if (status >= 400 && status < 500) return answer(reply, 400, null, 'Not sent', 'This form could not be read.');
      request.log.error({ err: error }, 'site form failed');
      return answer(reply, 500, null, 'Not sent', 'Something went wrong on our side. Please try again later.');
    });

    scope.post('/_forms/:key', { schema: { hide: true } }, async (request, reply) => {
      const { key } = request.params as { key: string };
      const site = await siteOf(request);
      if (!site || !FORM_KEY.test(key))
        return answer(reply, 404, site?.cssPath ?? null, 'Not found', 'There is no form here.');
      const source = sourceOf(request, site.websiteId);
      if (source.kind === 'foreign')
        return answer(reply, 403, site.cssPath, 'Not sent', 'This form can only be sent from its own site.');
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== URLENCODED) {
        return answer(reply, 415, site.cssPath, 'Not sent', 'This form takes plain form posts only, without files.');
      }
      const result = await submitForm(ctx, {
        websiteId: site.websiteId,
        key,
        body: typeof request.body === 'string' ? request.body : '',
        address: request.ip,
        pagePath: refererPath(request, source),
      });
      switch (result.kind) {
        case 'accepted':
          return reply
            .headers(headers)
            .header('cache-control', 'no-store')
            .redirect(locationFor(result.location, source), 303);
        case 'not_found':
          return answer(reply, 404, site.cssPath, 'Not found', 'There is no form here.');
        case 'invalid':
          return answer(reply, 400, site.cssPath, 'Not sent', `${result.message} Go back to the form to correct it.`);
        case 'rate_limited':
          reply.header('retry-after', result.retryAfter);
          return answer(
            reply,
            429,
            site.cssPath,
            'Not sent',
            'Too many messages from your connection: please try again later.',
          );
        case 'full':
          return answer(
            reply,
            429,
            site.cssPath,
            'Not sent',
            'This site cannot take more messages this month. Please reach its owner another way.',
          );
      }
    });

    scope.get('/_forms/:key/thanks', { schema: { hide: true } }, async (request, reply) => {
      const { key } = request.params as { key: string };
      const site = await siteOf(request);
      const form = site && FORM_KEY.test(key) ? await findLiveForm(ctx.db, site.websiteId, key) : null;
      if (!site || !form) return answer(reply, 404, site?.cssPath ?? null, 'Not found', 'There is no form here.');
      return answer(reply, 200, site.cssPath, 'Thank you', form.success ?? DEFAULT_SUCCESS);
    });
  });
}

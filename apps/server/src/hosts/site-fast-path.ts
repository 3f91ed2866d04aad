import type { IncomingMessage, ServerResponse } from 'node:http';

import { FORM_PATH_PREFIX } from '@aerie/blocks';

import type { AppContext } from '../context.js';
import type { HostServices } from './host-context.js';
import { redactUrl } from '../log-serializers.js';
import { encodedReply } from '../modules/websites/serve/send-encoded.js';
import { pathOf, siteAnswer } from '../modules/websites/serve/serve-site.js';
import { classifySiteHost } from '../modules/websites/serve/site-hosts.js';
import { clientAddressReader } from './client-address.js';
import { siteHeaders } from './sites-host.js';

/**
 * The published sites' hot path, in front of Fastify: a GET for a site whose copy is fresh in this
 * process's memory is answered straight on node:http, with the same reply the sites host's route sends
 * (the same answer, encodings, validators and headers). Everything else — a site not loaded yet or due
 * to be looked up, other methods, the forms' thank-you pages (hosts/site-forms.ts), assets, previews, every other host — returns false and goes to
 * Fastify. Fastify's request and reply objects, child logger, hooks and router cost about a third of a
 * bare server's throughput on a page this small (bench/site-serving.ts, docs/performance.md).
 */
export function createSiteFastPath(
  ctx: AppContext,
  { liveSites, siteAnalytics }: HostServices,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const headers = siteHeaders(ctx);
  const { sites, hostnames } = ctx.config;
  // Hosts given their own name win over a site of the same name, as in hosts/host-routing.ts.
  const namedHosts = new Set(Object.values(hostnames).flatMap((name) => (name ? [name.toLowerCase()] : [])));
  const { logger } = ctx;
  const clientAddress = clientAddressReader(ctx.config.trustProxy);

  return (request, response) => {
    if (request.method !== 'GET') return false;
    // The forms' own GET routes (the thank-you page) live in Fastify: a site's pages know nothing of them.
    if (request.url?.startsWith(FORM_PATH_PREFIX)) return false;
    const host = (request.headers.host ?? '').toLowerCase();
    if (namedHosts.has(host)) return false;
    const target = classifySiteHost(host, sites, liveSites.customDomains.has);
    if (target?.kind !== 'site' && target?.kind !== 'custom') return false;
    const site = liveSites.fresh(target.kind === 'site' ? { subdomain: target.subdomain } : { domain: target.domain });
    if (!site) return false;

    const started = performance.now();
    const path = pathOf(request.url ?? '/');
    const answer = siteAnswer(site, path);
    const reply = encodedReply(request.headers, answer);
    // writeHead sends the headers as given: without a length, node would fall back to chunked encoding.
    const length = reply.bytes ? { 'content-length': String(reply.bytes.length) } : {};
    response.writeHead(reply.status, { ...headers, ...reply.headers, ...length });
    response.end(reply.bytes);
    siteAnalytics.count(site.websiteId, path, answer, request.headers, clientAddress(request));
    // The request log's line, its fields flat: no serializers to run on the hottest path, but the URL's
    // secrets are redacted as everywhere (a site's visitor may arrive with a `?token=` of someone else's).
    logger.info(
      {
        method: 'GET',
        url: redactUrl(request.url ?? '/'),
        host,
        remoteAddress: request.socket.remoteAddress,
        statusCode: reply.status,
        responseTime: performance.now() - started,
      },
      'site request completed',
    );
    return true;
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

import { cardProviderCspSources } from '../adapters/cards/card-provider-csp.js';
import type { Config } from '../config.js';
import { assetsOrigin } from '../modules/websites/site-address.js';

type Directives = Record<string, string[]>;

/**
 * The app's own pages (the SPA, index.html included): scripts and styles from this origin only, never
 * framed (clickjacking). Inline styles stay allowed for the SPA's style attributes.
 */
export const APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** JSON hosts answer data, never documents: nothing may load, run or frame from a reply. */
export const API_CSP: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** Our server-rendered pages with no script at all (dev inbox): their inline <style> and nothing else. */
export const SCRIPTLESS_PAGE_CSP: Directives = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** The API docs page (Swagger UI ships its script and styles as files; no inline script). */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

type HeaderList = [name: string, value: string][];

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** This route's own Content-Security-Policy instead of its scope's (`withCsp`). */
    helmet?: RouteHeaderOptions;
  }
  interface FastifyContextConfig {
    /** The headers of a route with its own `helmet` option, worked out at start. */
    hostHeaders?: HeaderList;
  }
}

interface RouteHeaderOptions {
  contentSecurityPolicy: { useDefaults: false; directives: Directives };
}

/** For a route's own `helmet` option: the same headers as its scope with another CSP. */
export function withCsp(directives: Directives): RouteHeaderOptions {
  return { contentSecurityPolicy: { useDefaults: false, directives } };
}

/**
 * The headers helmet sets for these options, worked out once. Every value here is fixed (no CSP nonce,
 * no directive computed per request), so they are the same on every reply; @fastify/helmet built helmet's
 * middleware from the options again on every request, in two hooks, a measurable cost on short API calls
 * (docs/performance.md, issue 33). helmet's last step removes `X-Powered-By`, which Fastify never sets.
 */
function helmetHeaders(options: HelmetOptions): HeaderList {
  const headers: HeaderList = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of one host scope (set in the scope, they cover that scope's routes and its not-found
 * handler only), in one hook: helmet's headers, computed at start, written on the raw response as helmet
 * did (so streamed replies that leave Fastify carry them too), and `replyHeaders` on the reply (a route
 * may replace them). A route's `helmet` option replaces its scope's options for that route. HSTS only when
 * the public URL is https: on http://localhost it would pin a browser to an https that does not exist.
 */
export function registerHostHeaders(
  scope: FastifyInstance,
  options: { csp: Directives; isHttps: boolean; replyHeaders?: Record<string, string> },
): void {
  const scopeOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: options.csp },
    strictTransportSecurity: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xFrameOptions: { action: 'deny' as const },
  };
  const scopeHeaders = helmetHeaders(scopeOptions);
  scope.addHook('onRoute', (route) => {
    if (route.helmet) {
      route.config = { ...route.config, hostHeaders: helmetHeaders({ ...scopeOptions, ...route.helmet }) };
    }
  });
  const { replyHeaders } = options;
  scope.addHook('onRequest', (request, reply, done) => {
    const headers = request.routeOptions.config.hostHeaders ?? scopeHeaders;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (replyHeaders) reply.headers(replyHeaders);
    done();
  });
}

/**
 * Headers for the replies no scope sees: the router's own errors (a broken %-escape) skip every hook, so
 * the error handler puts these on by hand.
 */
export const BASELINE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': cspHeader(API_CSP),
  'cache-control': 'no-store',
} as const;

/**
 * The app's CSP for this configuration: APP_CSP plus what the card provider needs (Stripe.js and its card
 * iframe when CARD_PROVIDER=stripe; nothing for the sandbox).
 */
export function appCsp(config: Pick<Config, 'cards'>): Directives {
  const card = cardProviderCspSources(config);
  return {
    ...APP_CSP,
    'script-src': [...(APP_CSP['script-src'] ?? []), ...card.scriptSrc],
    'connect-src': [...(APP_CSP['connect-src'] ?? []), ...card.connectSrc],
    ...(card.frameSrc.length ? { 'frame-src': card.frameSrc } : {}),
  };
}

/** The visual builder's page: served with its own CSP (see builderCsp). */
export const BUILDER_PAGE_PATH = '/website-builder';

/**
 * The visual builder (`/website-builder`) only: the app's CSP plus what the GrapesJS canvas needs. The
 * canvas shows the site's images, which live on the sites' assets origin (a different origin from the
 * app), in `<img>` and in CSS backgrounds, and video blocks may play media from there; the library fonts
 * come from there too; the canvas is an about:blank frame of this page. Scripts stay 'self' only: GrapesJS 0.22 runs without eval.
 */
export function builderCsp(config: Pick<Config, 'cards' | 'sites'>): Directives {
  const app = appCsp(config);
  const assets = assetsOrigin(config.sites);
  return {
    ...app,
    'img-src': [...(app['img-src'] ?? []), assets],
    'font-src': [...(app['font-src'] ?? []), assets],
    'media-src': ["'self'", assets],
    'frame-src': [...new Set([...(app['frame-src'] ?? []), "'self'"])],
  };
}

/** What a visitor's browser is, told from its user agent (docs/architecture.md § Site analytics). */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/*
 * Crawlers, link previewers, monitors, HTTP libraries and headless or audit browsers say so in their user agent;
 * they are counted apart from people, as one number. An empty user agent is no browser either.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|preview|monitor|facebookexternalhit|embedly|whatsapp|curl\/|wget|python|go-http|java\/|okhttp|axios|node-fetch|undici|headless|lighthouse|pagespeed|phantomjs|^mozilla\/5\.0$/i;
const TABLET = /ipad|tablet|kindle|silk\/|playbook|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

export function deviceClassOf(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  return MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}

/** User agents remembered at most: visitors' browsers repeat, a flood of made-up ones only clears the memory. */
const AGENTS_REMEMBERED = 2_000;

/**
 * Bot or device class per user agent, remembered: the regular expressions cost a microsecond or two per
 * request, a lookup of a browser already seen a few nanoseconds (docs/performance.md § Site analytics).
 */
export function createAgentClasses(): { of(userAgent: string | undefined): DeviceClass | 'bot' } {
  const known = new Map<string, DeviceClass | 'bot'>();
  return {
    of(userAgent) {
      if (!userAgent) return 'bot';
      let kind = known.get(userAgent);
      if (kind === undefined) {
        kind = isBot(userAgent) ? 'bot' : deviceClassOf(userAgent);
        if (known.size >= AGENTS_REMEMBERED) known.clear();
        known.set(userAgent, kind);
      }
      return kind;
    },
  };
}

const ORIGIN_HOST = /^https?:\/\/(?:[^@/?#\s]*@)?(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?=[:/?#]|$)/i;

/**
 * Only the host of the page a visitor came from (never its path or query, which may hold someone's data), or
 * null: no referrer, not a web address, or the site itself (a visitor moving between its pages).
 */
export function referrerHostOf(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  const host = ORIGIN_HOST.exec(referrer)?.[1]?.toLowerCase();
  if (!host || host.length > 200) return null;
  const own = ownHost.replace(/:\d+$/, '');
  return host === own ? null : host;
}

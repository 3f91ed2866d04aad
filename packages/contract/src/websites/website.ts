import { z } from 'zod';

import { LIMITS, RESERVED_SUBDOMAINS, SITE_TEMPLATE_IDS, WEBSITE_PLAN_IDS } from '../constants.js';
import { ENCODED_LABEL_MESSAGE, isEncodedLabelForm, text } from '../fields.js';

/**
 * A website (docs/product.md § Websites and the builder: id, uuid, name, custom_domain, created_at, updated_at) plus
 * what the list card and the builder show: its subdomain on the sites domain, the address people open (`url`, null
 * until the first publish: the card then reads 'No website URL'), and its plan and custom domain state.
 */
export const WebsiteSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  subdomain: z.string(),
  /** The verified custom domain, served by Host header; null while none is verified. */
  custom_domain: z.string().nullable(),
  /** A custom domain entered but not verified yet (its TXT record not found). */
  pending_domain: z.string().nullable(),
  /** `http://{subdomain}.{sites domain}/` (or the verified custom domain) once published; null before. */
  url: z.string().nullable(),
  /** The address the site has (or will have) on the sites domain, published or not. */
  site_address: z.string(),
  template: z.enum(SITE_TEMPLATE_IDS),
  plan: z.enum(['free', ...WEBSITE_PLAN_IDS]),
  /** The end of the paid period of the site plan; null on the free plan. */
  plan_paid_until: z.string().nullable(),
  /** The site plan was cancelled: it ends at `plan_paid_until` instead of renewing (issue 25). */
  plan_cancel_at_period_end: z.boolean(),
  /** The site plan ended: `custom_domain` is kept but not served until a plan is bought again. */
  custom_domain_suspended: z.boolean(),
  /**
   * The DNS records of the pending (or else the verified) custom domain, so the builder shows them again on every
   * visit: the TXT proof, and where to point the name. Null without a custom domain.
   */
  domain_records: z
    .object({
      txt: z.object({ name: z.string(), value: z.string() }),
      point: z.object({ type: z.literal('CNAME'), target: z.string() }),
    })
    .nullable(),
  published_at: z.string().nullable(),
  project_uid: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Website = z.infer<typeof WebsiteSchema>;

/** Websites are named by a random uuid in every call (the spec's `{uuid}` and `{id}` of a site). */
export const websiteUuidParam = z
  .string({ error: 'Website is required' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Website is invalid');

export const websiteNameField = text('Name')
  .trim()
  .min(1, 'Name is required')
  .max(LIMITS.websiteNameMax, `Name must be at most ${LIMITS.websiteNameMax} characters`);

/**
 * A subdomain of the sites domain (docs/product.md § Website settings: required, spaces blocked in the browser and
 * stripped on save). The server strips spaces and lowercases before the rules below, so `My Site` is saved as `mysite`.
 */
export const subdomainField = text('Subdomain')
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Subdomain is required')
      .min(LIMITS.subdomainMin, `Subdomain must be at least ${LIMITS.subdomainMin} characters`)
      .max(LIMITS.subdomainMax, `Subdomain must be at most ${LIMITS.subdomainMax} characters`)
      .regex(
        /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
        'Subdomain may use letters, digits and dashes, and must start and end with a letter or digit',
      )
      .refine((value) => !isEncodedLabelForm(value), ENCODED_LABEL_MESSAGE('Subdomain'))
      .refine((value) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(value), 'This subdomain is reserved'),
  );

/** A custom domain people own, e.g. `www.example.com` (a hostname with at least one dot, no port). */
export const customDomainField = text('Domain')
  .transform((value) => value.trim().toLowerCase().replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .min(1, 'Domain is required')
      .max(253, 'Domain must be at most 253 characters')
      .regex(
        /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
        'Enter a domain such as www.example.com',
      ),
  );

/** The nesting depth of a JSON value, walked with a stack of its own so a deep value cannot overflow it. */
function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Long enough for `{assets origin}/websites/{uuid}/{32 hex}.jpeg` on any sites host. */
const SITE_ICON_MAX = 500;

/**
 * The editor's document: GrapesJS project data (`editor.getProjectData()`): pages with their components,
 * styles, assets. The server never trusts it: publishing renders it on the server and sanitises the HTML.
 * Only its outline is checked here; page metadata lives on each page as `title`, `description`, `keywords`.
 */
export const ProjectDataSchema = z
  .object({
    pages: z
      .array(
        z.looseObject({
          name: z
            .string()
            .max(LIMITS.pageNameMax, `Page name must be at most ${LIMITS.pageNameMax} characters`)
            .optional(),
        }),
        {
          error: 'Pages are required',
        },
      )
      .min(1, 'A site needs at least one page')
      .max(LIMITS.pagesPerSiteMax, `A site can have at most ${LIMITS.pagesPerSiteMax} pages`),
    /**
     * The site icon the owner chose (docs/product.md § Site icon): the address of one of the site's own uploaded
     * images on the assets origin. Anything else is ignored when publishing, and the generated icon is served.
     */
    siteIcon: z
      .string()
      .max(SITE_ICON_MAX, `The site icon address must be at most ${SITE_ICON_MAX} characters`)
      .optional(),
  })
  .loose()
  .refine(
    (data) => !jsonDepthExceeds(data, LIMITS.projectDataDepthMax),
    `The site is nested too deeply (at most ${LIMITS.projectDataDepthMax} levels)`,
  );
export type ProjectData = z.infer<typeof ProjectDataSchema>;

/** Page metadata (docs/product.md § Websites and the builder: title, description, keywords), kept on each page of the project data. */
export const PageMetaSchema = z.strictObject({
  title: text('Title').max(LIMITS.pageTitleMax, `Title must be at most ${LIMITS.pageTitleMax} characters`),
  description: text('Description').max(
    LIMITS.pageDescriptionMax,
    `Description must be at most ${LIMITS.pageDescriptionMax} characters`,
  ),
  keywords: text('Keywords').max(
    LIMITS.pageKeywordsMax,
    `Keywords must be at most ${LIMITS.pageKeywordsMax} characters`,
  ),
  // The link card (og:, twitter:); empty means the title and description above. The image must be one of the
  // site's images on the assets host: the server drops any other address when it renders the page.
  ogTitle: text('Card title').max(LIMITS.pageTitleMax, `Card title must be at most ${LIMITS.pageTitleMax} characters`),
  ogDescription: text('Card description').max(
    LIMITS.pageDescriptionMax,
    `Card description must be at most ${LIMITS.pageDescriptionMax} characters`,
  ),
  ogImage: text('Card image')
    .trim()
    .max(500, 'Card image must be at most 500 characters')
    .refine((value) => value === '' || /^https?:\/\/[^\s"<>]+$/.test(value), 'Card image must be an image address'),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;
